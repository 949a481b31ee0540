import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Package } from './catalog-api';
import { PackageCard } from './package-card';

const pkg = (stock: number, count = 6): Package => ({
  id: 7,
  nombre: 'Mercado básico',
  descripcion: 'Lo esencial de la semana',
  precio_paquete: 45_000,
  precio_individual_total: 52_000,
  ahorro_monto: 7_000,
  ahorro_porcentaje: 13,
  stock_paquetes_disponibles: stock,
  categoria: 'basicos',
  imagen: '/img/paquetes/mercado-basico.svg',
  productos_incluidos: Array.from({ length: count }, (_, i) => ({
    producto_id: i + 1,
    nombre: `Producto ${i + 1}`,
    imagen: null,
    cantidad: 1,
  })),
});

describe('package card', () => {
  it('lists the first 4 included products then +N', () => {
    render(<PackageCard pkg={pkg(3)} onAdd={() => {}} />);
    const list = screen.getByRole('list', { name: 'Productos de Mercado básico' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[3]).toHaveTextContent('1 × Producto 4');
    expect(items[4]).toHaveTextContent('+2 productos más');
    expect(screen.getByText('Ahorras 13 %')).toBeInTheDocument();
    expect(screen.getByText(/^Ahorras$/)).toHaveTextContent('Ahorras $ 7.000');
    expect(screen.getByText('3 paquetes disponibles')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar Mercado básico al carrito' })).toBeEnabled();
  });

  it('shows no +N marker with 4 products or fewer', () => {
    render(<PackageCard pkg={pkg(3, 4)} onAdd={() => {}} />);
    expect(screen.queryByText(/^\+/)).not.toBeInTheDocument();
  });

  it('says a package without stock is unavailable and cannot be added', () => {
    render(<PackageCard pkg={pkg(0)} onAdd={() => {}} />);
    expect(
      screen.getByText('Este paquete no está disponible: se agotó uno de sus productos'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mercado básico: agotado' })).toBeDisabled();
  });
});
