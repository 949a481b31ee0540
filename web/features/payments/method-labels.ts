import type { PaymentMethod } from '../../../domain/payments';

// Apart from the selector (a component with icons): the store's first paint names methods in its
// refund notices without loading the payment sheet (issue 42).
export const METHOD_LABELS: Record<PaymentMethod, string> = {
  CARD: 'Tarjeta de crédito o débito',
  NEQUI: 'Nequi',
  DAVIPLATA: 'DaviPlata',
  PSE: 'PSE',
};
