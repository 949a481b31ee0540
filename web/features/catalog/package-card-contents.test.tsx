import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Package } from './catalog-api';
import { PackageCard } from './package-card';

const NAMES = ['Leche entera', 'Pan tajado', 'Huevos AA x 12', 'Café molido', 'Arepas', 'Queso'];

const pkg = (stock: number): Package => ({
  id: 7,
  nombre: 'Desayuno completo',
  descripcion: 'Todo para el desayuno',
  precio_paquete: 45_000,
  precio_individual_total: 52_000,
  ahorro_monto: 7_000,
  ahorro_porcentaje: 13,
  stock_paquetes_disponibles: stock,
  categoria: 'desayuno',
  imagen: null,
  productos_incluidos: NAMES.map((nombre, i) => ({
    producto_id: i + 1,
    nombre,
    imagen: null,
    cantidad: i === 0 ? 2 : 1,
  })),
});

describe('package card: contents, missing product, in cart', () => {
  it('opens the full list of its products from +N and returns focus on Escape', async () => {
    const user = userEvent.setup();
    render(<PackageCard pkg={pkg(3)} onAdd={() => {}} />);
    const more = screen.getByRole('button', { name: '+2 productos más: ver todos' });
    await user.click(more);
    const dialog = await screen.findByRole('dialog', { name: 'Desayuno completo' });
    const items = within(
      within(dialog).getByRole('list', { name: 'Todos los productos de Desayuno completo' }),
    ).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      '2 ×Leche entera',
      '1 ×Pan tajado',
      '1 ×Huevos AA x 12',
      '1 ×Café molido',
      '1 ×Arepas',
      '1 ×Queso',
    ]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(more).toHaveFocus());
  });

  it('says which product is missing when the package is unavailable', async () => {
    const user = userEvent.setup();
    const stock = (id: number) => (id === 1 ? 1 : id === 6 ? undefined : 10);
    render(<PackageCard pkg={pkg(0)} onAdd={() => {}} productStock={stock} />);
    expect(screen.getByText('No disponible: faltan Leche entera y Queso')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Desayuno completo: agotado' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /productos más/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Agotado')).toHaveLength(2);
  });

  it('keeps the generic message while product stock is unknown', () => {
    render(<PackageCard pkg={pkg(0)} onAdd={() => {}} />);
    expect(
      screen.getByText('Este paquete no está disponible: se agotó uno de sus productos'),
    ).toBeInTheDocument();
  });

  it('shows how many are in the cart with − / +', async () => {
    const user = userEvent.setup();
    const onSet = vi.fn();
    const onAdd = vi.fn();
    render(<PackageCard pkg={pkg(2)} onAdd={onAdd} inCart={2} onSetQuantity={onSet} />);
    const group = screen.getByRole('group', { name: 'Desayuno completo en el carrito' });
    expect(group).toHaveTextContent('2en el carrito');
    await user.click(
      within(group).getByRole('button', { name: 'Agregar Desayuno completo al carrito' }),
    );
    expect(onAdd).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }));
    await user.click(
      within(group).getByRole('button', { name: 'Quitar una unidad de Desayuno completo' }),
    );
    expect(onSet).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }), 1);
  });
});
