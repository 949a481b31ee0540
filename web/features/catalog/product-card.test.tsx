import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Product } from './catalog-api';
import { ProductCard } from './product-card';

const LONG =
  'Leche entera ultra pasteurizada de vacas de la sabana, en bolsa de 1,1 litros. Ideal para el café con leche, las arepas y los postres de la casa; consérvala refrigerada una vez abierta.';

const leche = (extra: Partial<Product> = {}): Product => ({
  id: 4,
  nombre: 'Leche entera 1,1 L',
  categoria: 'Lácteos y bebidas',
  descripcion: LONG,
  nutricional: 'Porción 200 ml: 120 kcal, grasa 6 g, proteína 6 g, calcio 25 %.',
  precio: 5_000,
  stock: 3,
  imagen: null,
  descuento_activo: false,
  descuento_porcentaje: 0,
  descuento_badge_texto: null,
  ...extra,
});

describe('product card', () => {
  it('opens a detail dialog with the whole description and the nutrition text', async () => {
    const user = userEvent.setup();
    render(<ProductCard product={leche()} onAdd={() => {}} />);
    const trigger = screen.getByRole('button', { name: 'Leche entera 1,1 L' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Leche entera 1,1 L' });
    expect(dialog).toHaveAccessibleDescription(LONG);
    expect(within(dialog).getByRole('heading', { name: 'Información nutricional' })).toBeVisible();
    expect(dialog).toHaveTextContent('Porción 200 ml: 120 kcal');
    expect(
      within(dialog).getByRole('button', { name: 'Agregar Leche entera 1,1 L al carrito' }),
    ).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar detalle del producto' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('shows no nutrition section when the product has none', async () => {
    const user = userEvent.setup();
    render(<ProductCard product={leche({ nutricional: null })} onAdd={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Leche entera 1,1 L' }));
    expect(screen.queryByRole('heading', { name: 'Información nutricional' })).toBeNull();
  });

  it('after adding, shows the quantity in the cart with − / +', async () => {
    const user = userEvent.setup();
    const onSet = vi.fn();
    const onAdd = vi.fn();
    const { rerender } = render(
      <ProductCard product={leche()} onAdd={onAdd} inCart={0} onSetQuantity={onSet} />,
    );
    expect(screen.queryByRole('group')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Agregar Leche entera 1,1 L al carrito' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
    rerender(<ProductCard product={leche()} onAdd={onAdd} inCart={1} onSetQuantity={onSet} />);
    const group = screen.getByRole('group', { name: 'Leche entera 1,1 L en el carrito' });
    expect(group).toHaveTextContent('1en el carrito');
    // '+' adds like 'Agregar' (same name, same stock check and toast).
    await user.click(
      within(group).getByRole('button', { name: 'Agregar Leche entera 1,1 L al carrito' }),
    );
    expect(onAdd).toHaveBeenCalledTimes(2);
    await user.click(
      within(group).getByRole('button', { name: 'Quitar Leche entera 1,1 L del carrito' }),
    );
    expect(onSet).toHaveBeenLastCalledWith(expect.objectContaining({ id: 4 }), 0);
    rerender(<ProductCard product={leche()} onAdd={onAdd} inCart={3} onSetQuantity={onSet} />);
    expect(screen.getByRole('group')).toHaveTextContent('3en el carrito');
    await user.click(
      screen.getByRole('button', { name: 'Quitar una unidad de Leche entera 1,1 L' }),
    );
    expect(onSet).toHaveBeenLastCalledWith(expect.objectContaining({ id: 4 }), 2);
  });
});
