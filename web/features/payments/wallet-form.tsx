import { useQuery } from '@tanstack/react-query';
import { limitPhoneInput, type PaymentMethod } from '../../../domain/payments';
import { Button } from '../../ui/button';
import { PaymentField } from './payment-field';
import { SandboxHint } from './sandbox-hint';
import { pseBanksQuery } from './payments-api';

export interface WalletValues {
  telefono: string;
  cedula: string;
  banco: string;
}

export type WalletErrors = Partial<Record<keyof WalletValues | 'metodo', string>>;

export interface WalletFormProps {
  metodo: Exclude<PaymentMethod, 'CARD'>;
  values: WalletValues;
  errors: WalletErrors;
  onValuesChange(values: WalletValues): void;
  /** The offline sandbox gateway: say so, with the Nequi test numbers. */
  sandbox?: boolean;
}

const PHONE_HINT: Record<WalletFormProps['metodo'], string> = {
  NEQUI: 'El número de tu cuenta Nequi: ahí te llega la notificación para aprobar el pago.',
  DAVIPLATA: 'El número de tu DaviPlata.',
  PSE: 'Un teléfono de contacto para el pago.',
};

/** Phone, cédula and, for PSE, the bank from the server (payments spec §5 "Wallet and PSE"). */
export function WalletForm({ metodo, values, errors, onValuesChange, sandbox }: WalletFormProps) {
  const set = (field: keyof WalletValues, value: string) =>
    onValuesChange({ ...values, [field]: value });
  return (
    <div className="space-y-4">
      {sandbox && metodo === 'NEQUI' && <SandboxHint metodo="NEQUI" />}
      <PaymentField
        label="Teléfono celular"
        error={errors.telefono}
        hint={PHONE_HINT[metodo]}
        control={(p) => (
          <input
            {...p}
            name="telefono"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={10}
            placeholder="3001234567"
            value={values.telefono}
            onChange={(e) => set('telefono', limitPhoneInput(e.target.value))}
          />
        )}
      />
      <PaymentField
        label="Cédula"
        error={errors.cedula}
        control={(p) => (
          <input
            {...p}
            name="cedula"
            inputMode="numeric"
            maxLength={20}
            value={values.cedula}
            onChange={(e) => set('cedula', e.target.value.replace(/\s+/g, ''))}
          />
        )}
      />
      {metodo === 'PSE' && (
        <BankSelect value={values.banco} error={errors.banco} onChange={(v) => set('banco', v)} />
      )}
    </div>
  );
}

function BankSelect({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange(value: string): void;
}) {
  const banks = useQuery(pseBanksQuery);
  if (banks.isError) {
    return (
      <div className="space-y-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50">
        <p role="alert">No pudimos cargar la lista de bancos.</p>
        <Button variant="secondary" size="small" onClick={() => void banks.refetch()}>
          Reintentar
        </Button>
        {error && <p className="font-medium text-red-800 dark:text-red-200">{error}</p>}
      </div>
    );
  }
  return (
    <PaymentField
      label="Banco"
      error={error}
      control={(p) => (
        <select
          {...p}
          name="banco"
          value={value}
          disabled={banks.isPending}
          onChange={(e) => onChange(e.target.value)}
        >
          <option value="">{banks.isPending ? 'Cargando bancos…' : 'Selecciona tu banco'}</option>
          {(banks.data ?? []).map((bank) => (
            <option key={bank.codigo} value={bank.codigo}>
              {bank.nombre}
            </option>
          ))}
        </select>
      )}
    />
  );
}
