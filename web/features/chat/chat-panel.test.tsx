import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/query-client';
import { packagesQuery, productsQuery, type Product } from '../catalog/catalog-api';
import { CHAT_TEXTS } from '../../../domain/assistant/texts';
import { ordersQuery } from '../order-data/orders-api';
import { EMPTY_TALLY } from '../../../domain/order-history';
import { CHAT_HISTORY_LIMIT, CHAT_STORAGE_KEY } from './chat-history';
import { ChatLauncher } from './chat-launcher';

const RICE: Product = {
  id: 7,
  nombre: 'Arroz Diana 1 kg',
  descripcion: 'Arroz blanco.',
  categoria: 'Despensa',
  precio: 4_800,
  stock: 20,
  imagen: null,
  descuento_activo: false,
  descuento_porcentaje: 0,
  descuento_badge_texto: null,
};

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  queryClient.setQueryData(productsQuery.queryKey, [RICE]);
  queryClient.setQueryData(packagesQuery.queryKey, []);
});
afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

function renderLauncher(path = '/app') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ChatLauncher />
    </MemoryRouter>,
  );
}

async function openPanel() {
  const user = userEvent.setup();
  renderLauncher();
  await user.click(screen.getByRole('button', { name: 'Abrir el asistente' }));
  const dialog = await screen.findByRole('dialog', { name: 'Asistente SuperConjunto' });
  return {
    user,
    dialog,
    input: within(dialog).getByRole('textbox', { name: 'Escribe tu pregunta…' }),
  };
}

describe('chat assistant panel', () => {
  it('ignores empty messages and a message sent while waiting for the answer', async () => {
    let answer: (r: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user, input } = await openPanel();
    await user.type(input, '   {Enter}');
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(input, 'hola{Enter}');
    await user.type(input, 'otra vez{Enter}');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    answer(json({ respuesta: '¡Hola! Soy el asistente.' }));
    expect(await screen.findByText('¡Hola! Soy el asistente.')).toBeInTheDocument();
  });

  it('adds what the assistant sells to the real cart and offers quick replies', async () => {
    fetchMock.mockResolvedValueOnce(
      json({
        respuesta: 'Listo, agrego 2 × Arroz Diana 1 kg a tu carrito ($ 9.600).',
        acciones: [{ tipo: 'agregar_carrito', producto_id: 7, cantidad: 2 }],
        sugerencias: ['¿Qué ofertas tienen?'],
      }),
    );
    const { user, input } = await openPanel();
    await user.type(input, 'quiero 2 arroz{Enter}');
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('carrito') ?? '[]')).toEqual([
        expect.objectContaining({ id: 7, cantidad: 2 }),
      ]),
    );
    expect(screen.getByRole('group', { name: 'Respuestas sugeridas' })).toHaveTextContent(
      '¿Qué ofertas tienen?',
    );
    const sent = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as { mensaje: string };
    expect(sent.mensaje).toBe('quiero 2 arroz');
  });

  it('answers from the loaded catalogue when there is no connection', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { user, input } = await openPanel();
    await user.type(input, 'cuanto vale el arroz{Enter}');
    expect(await screen.findByText(/Arroz Diana 1 kg cuesta \$\s4\.800/)).toBeInTheDocument();
    expect(screen.getByText(/Sin conexión/)).toBeInTheDocument();
  });

  it('links Mi cuenta and the history it names, and closes on following one (issue 25)', async () => {
    fetchMock.mockResolvedValueOnce(json({ respuesta: CHAT_TEXTS.accountErase }));
    const { user, input, dialog } = await openPanel();
    await user.type(input, 'borra mis datos{Enter}');
    const link = await within(dialog).findByRole('link', { name: 'Abrir Mi cuenta' });
    expect(link).toHaveAttribute('href', '/mi-cuenta');
    expect(within(dialog).queryByText(/\/mi-cuenta/)).toBeNull();
    await user.click(link);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('answers an account request offline with the same link', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { user, input, dialog } = await openPanel();
    await user.type(input, 'quiero cambiar mi dirección{Enter}');
    expect(
      await within(dialog).findByRole('link', { name: 'Abrir Mi cuenta' }),
    ).toBeInTheDocument();
  });

  it('apologises for a technical problem on a server failure', async () => {
    fetchMock.mockResolvedValueOnce(json({ error: 'x', code: 'INTERNAL' }, 500));
    const { user, input } = await openPanel();
    await user.type(input, 'hola{Enter}');
    expect(await screen.findByText(/tuve un problema técnico/)).toBeInTheDocument();
  });

  it('opens on ?openChat with the order code and asks about it at once', async () => {
    fetchMock.mockResolvedValueOnce(json({ respuesta: 'Tu pedido SUP-012 fue entregado.' }));
    renderLauncher('/?openChat=true&mensaje=SUP-012&autoFocus=true');
    expect(await screen.findByText('Tu pedido SUP-012 fue entregado.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Escribe tu pregunta…' })).toHaveFocus();
  });

  it('keeps the conversation under chat_mensajes, capped, and clears it', async () => {
    const old = Array.from({ length: 80 }, (_, i) => ({ de: 'usuario', texto: `m${i}` }));
    localStorage.setItem(CHAT_STORAGE_KEY, JSON.stringify(old));
    const { user, dialog } = await openPanel();
    expect(within(dialog).getByText('m79')).toBeInTheDocument();
    expect(within(dialog).queryByText('m0')).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(CHAT_STORAGE_KEY) ?? '[]')).toHaveLength(
      CHAT_HISTORY_LIMIT,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Borrar conversación' }));
    expect(JSON.parse(localStorage.getItem(CHAT_STORAGE_KEY) ?? '[]')).toEqual([]);
  });

  it('opens scrolled to the latest message of a kept conversation', async () => {
    const old = Array.from({ length: 30 }, (_, i) => ({ de: 'usuario', texto: `m${i}` }));
    localStorage.setItem(CHAT_STORAGE_KEY, JSON.stringify(old));
    const scrolled: Element[] = [];
    // jsdom has no layout: record what the panel scrolls into view instead.
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      const { dialog } = await openPanel();
      const log = within(dialog).getByRole('log', { name: 'Conversación' });
      await waitFor(() => expect(scrolled.length).toBeGreaterThan(0));
      const last = scrolled[scrolled.length - 1]!;
      expect(log.contains(last)).toBe(true);
      // The element scrolled to comes after the newest message.
      const newest = within(log).getByText('m29');
      expect(newest.compareDocumentPosition(last) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('after a cancel from the chat, reads the orders and the shelves again and adds nothing (issue 25)', async () => {
    fetchMock.mockResolvedValueOnce(
      json({
        respuesta:
          'Listo, cancelé tu pedido SUP-010. Los productos vuelven a la tienda. /historial',
        acciones: [{ tipo: 'pedido_cancelado', pedido_id: 10 }],
      }),
    );
    queryClient.setQueryData(ordersQuery.queryKey, { pedidos: [], anteriores: EMPTY_TALLY });
    const { user, input, dialog } = await openPanel();
    await user.type(input, 'Sí{Enter}');
    await within(dialog).findByRole('link', { name: 'Abrir tu historial' });
    await waitFor(() =>
      expect(queryClient.getQueryState(ordersQuery.queryKey)?.isInvalidated).toBe(true),
    );
    expect(queryClient.getQueryState(productsQuery.queryKey)?.isInvalidated).toBe(true);
    expect(JSON.parse(localStorage.getItem('carrito') ?? '[]')).toEqual([]);
  });
});
