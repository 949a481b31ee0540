import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSeeOffers } from './use-see-offers';

afterEach(() => vi.restoreAllMocks());

function Harness({ onShowProducts }: { onShowProducts(): void }) {
  const seeOffers = useSeeOffers('productos', onShowProducts);
  const { search } = useLocation();
  return (
    <>
      <button type="button" onClick={seeOffers}>
        Ver Ofertas
      </button>
      <p data-testid="search">{search}</p>
      <section id="productos" tabIndex={-1} aria-label="Catálogo" />
    </>
  );
}

describe('Ver Ofertas', () => {
  it('filters the store to offers in the URL, shows the products tab and goes there', async () => {
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    const onShowProducts = vi.fn();
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/app?categoria=Aseo']}>
        <Harness onShowProducts={onShowProducts} />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Ver Ofertas' }));
    expect(screen.getByTestId('search')).toHaveTextContent('?ofertas=1');
    expect(onShowProducts).toHaveBeenCalled();
    await waitFor(() => expect(scroll).toHaveBeenCalledTimes(1));
    expect(scroll.mock.contexts[0]).toBe(screen.getByRole('region', { name: 'Catálogo' }));
    expect(screen.getByRole('region', { name: 'Catálogo' })).toHaveFocus();
  });
});
