import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { bogotaDayKey, popupStorageKey } from '../../../domain/dates';
import { DailyPopup } from './daily-popup';
import { popupQuery, type PromoPopup } from './popup-api';

const ACTIVE: PromoPopup = {
  activa: true,
  promocion: {
    titulo: 'Semana del mercado',
    descripcion: 'Hasta 25 % de descuento',
    imagen_url: null,
  },
};

function renderPopup(data: PromoPopup = ACTIVE, onSeeOffers = vi.fn()) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  client.setQueryData(popupQuery.queryKey, data);
  const view = render(
    <QueryClientProvider client={client}>
      <DailyPopup userId={2} onSeeOffers={onSeeOffers} />
    </QueryClientProvider>,
  );
  return { ...view, onSeeOffers };
}

describe('daily popup', () => {
  it('shows once per Bogotá day per user and remembers the day', async () => {
    const user = userEvent.setup();
    const { unmount } = renderPopup();
    expect(await screen.findByRole('dialog', { name: 'Semana del mercado' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(popupStorageKey(2)) ?? 'null')).toBe(
      bogotaDayKey(new Date()),
    );
    await user.click(screen.getByRole('button', { name: 'Ahora no' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    unmount();
    renderPopup();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('moves focus to its first button once it has opened', async () => {
    renderPopup();
    await screen.findByRole('dialog');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ahora no' })).toHaveFocus());
  });

  it('shows again for another user on the same phone', async () => {
    localStorage.setItem(popupStorageKey(99), JSON.stringify(bogotaDayKey(new Date())));
    renderPopup();
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('stays hidden when no promotion is active', () => {
    renderPopup({ activa: false, promocion: null });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(popupStorageKey(2))).toBeNull();
  });

  it('closes on a tap on the dimmed page around it and gives focus to the heading', async () => {
    const user = userEvent.setup();
    // The store's heading, where focus goes when nothing had it before the popup opened.
    const main = document.body.appendChild(document.createElement('main'));
    main.innerHTML = '<h1>Hola</h1>';
    onTestFinished(() => main.remove());
    renderPopup();
    await user.click(await screen.findByRole('dialog'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Hola' })).toHaveFocus();
  });

  it("'Ver Ofertas' closes it and goes to the products", async () => {
    const user = userEvent.setup();
    const { onSeeOffers } = renderPopup();
    await user.click(await screen.findByRole('button', { name: 'Ver Ofertas' }));
    await waitFor(() => expect(onSeeOffers).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
