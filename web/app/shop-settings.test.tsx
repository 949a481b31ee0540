import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS, type ShopSettings } from '../../domain/settings';
import { DeliveryDataModal } from '../features/checkout/delivery-data-modal';
import { Logo } from '../ui/logo';
import type { SessionUser } from './session';
import { requestShopSettings } from './shop-settings';

// Issue 26: components print the settings the server answers, and reading them asks nothing.
const colina: ShopSettings = {
  ...DEFAULT_SETTINGS,
  tienda: { ...DEFAULT_SETTINGS.tienda, nombre: 'Tienda La Colina', torres: 3 },
  entrega: { ...DEFAULT_SETTINGS.entrega, promesa_minutos: 35 },
};

const resident = {
  id: 7,
  nombre: 'Ana',
  email: 'ana@x.co',
  torre: 4,
  piso: 2,
  apartamento: '201',
} as unknown as SessionUser;

afterEach(() => vi.unstubAllGlobals());

describe('shop settings in the browser', () => {
  it('prints the defaults without asking, then the answer of the one request', async () => {
    const fetchMock = vi.fn(async () => Response.json({ ajustes: colina }));
    vi.stubGlobal('fetch', fetchMock);
    render(<Logo slogan />);
    expect(
      screen.getByRole('img', { name: /^SuperConjunto\. Tu supermercado en casa, en 20 minutos$/ }),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await act(() => requestShopSettings());
    await act(() => requestShopSettings());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(
      screen.getByRole('img', { name: 'Tienda La Colina. Tu supermercado en casa, en 35 minutos' }),
    ).toBeInTheDocument();
  });

  it('offers the towers the settings count in the delivery form', () => {
    render(
      <DeliveryDataModal
        open
        method="efectivo"
        user={resident}
        previous={null}
        onDeliveryConfirmed={() => {}}
        onBackToCart={() => {}}
        onClose={() => {}}
      />,
    );
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(/Llega en máximo 35 minutos/)).toBeInTheDocument();
    const tower = within(dialog).getByRole('combobox', { name: /Torre/ });
    expect(
      within(tower)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(expect.arrayContaining(['Torre 1', 'Torre 2', 'Torre 3']));
    expect(within(tower).queryByRole('option', { name: 'Torre 4' })).toBeNull();
    // Tower 4 is not in this complex: the resident's stored tower starts unselected.
    expect(tower).toHaveValue('');
  });
});
