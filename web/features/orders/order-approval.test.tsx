import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { orderView } from '../order-data/order-test-data';
import { OrderCard } from './order-card';

describe('a held order in the resident’s history (issue 46)', () => {
  it('reads "Esperando confirmación de la tienda" while held', () => {
    render(<OrderCard order={orderView(12, { aprobacion: 'pendiente' })} onOpen={() => {}} />);
    expect(screen.getByRole('button')).toHaveTextContent('Esperando confirmación de la tienda');
    expect(screen.getByRole('button')).not.toHaveTextContent('Recibido');
  });

  it('says why once the shop rejected it', () => {
    render(<OrderCard order={orderView(12, { estado: 'cancelado', aprobacion: 'rechazado' })} onOpen={() => {}} />);
    expect(screen.getByRole('button')).toHaveTextContent('La tienda no pudo aceptar este pedido');
  });
});
