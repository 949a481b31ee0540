import { useCallback, useEffect, useRef, useState } from 'react';
import { answerChat } from '../../../domain/assistant/engine';
import type { ChatAction, ChatAnswer } from '../../../domain/assistant/types';
import { DEFAULT_SERVICE_HOURS } from '../../../domain/service-hours';
import { MESSAGES } from '../../../domain/messages';
import { ASSISTANT_MESSAGES } from '../../../domain/assistant/messages';
import { ApiError } from '../../app/api-client';
import { knownServiceHours } from '../../app/published-hours';
import { queryClient } from '../../app/query-client';
import { toast } from '../../ui/toast';
import { addUnits } from '../cart/cart-store';
import { packagesQuery, productsQuery } from '../catalog/catalog-api';
import { ordersQuery } from '../order-data/orders-api';
import { postChat } from './chat-api';
import { loadChat, saveChat, type ChatEntry } from './chat-history';

export interface ChatState {
  messages: ChatEntry[];
  waiting: boolean;
  send(text: string): void;
  clear(): void;
}

/**
 * The conversation: kept in local storage, one question at a time (a message sent while waiting
 * is ignored, customer spec §5), actions applied to the real cart. Without a connection the same
 * engine answers in the browser from the catalogue already loaded (no orders: those need the server).
 */
export function useChat(): ChatState {
  const [messages, setMessages] = useState<ChatEntry[]>(loadChat);
  const [waiting, setWaiting] = useState(false);
  const waitingRef = useRef(false);
  const messagesRef = useRef(messages);

  useEffect(() => {
    messagesRef.current = messages;
    saveChat(messages);
  }, [messages]);

  const applyActions = useCallback(async (acciones: readonly ChatAction[]) => {
    if (acciones.length === 0) return;
    // A cancel already happened on the server (issue 25): the history, the tracker and the
    // shelves (the stock came back) read again, as after the order's own button.
    if (acciones.some((a) => a.tipo === 'pedido_cancelado')) {
      void queryClient.invalidateQueries({ queryKey: ordersQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: productsQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: packagesQuery.queryKey });
    }
    const toCart = acciones.filter((a) => a.tipo === 'agregar_carrito');
    if (toCart.length === 0) return;
    const [products, packages] = await Promise.all([
      queryClient.fetchQuery(productsQuery),
      queryClient.fetchQuery(packagesQuery),
    ]);
    for (const action of toCart) {
      if ('producto_id' in action) {
        const product = products.find((p) => p.id === action.producto_id);
        if (product && addUnits({ kind: 'producto', product }, action.cantidad))
          toast.success(ASSISTANT_MESSAGES.added(product.nombre));
      } else {
        const pkg = packages.find((k) => k.id === action.paquete_id);
        if (pkg && addUnits({ kind: 'paquete', pkg }, action.cantidad))
          toast.success(ASSISTANT_MESSAGES.added(pkg.nombre));
      }
    }
  }, []);

  const answerOffline = useCallback((mensaje: string, historial: ChatEntry[]): ChatAnswer => {
    const products = queryClient.getQueryData(productsQuery.queryKey) ?? [];
    const packages = queryClient.getQueryData(packagesQuery.queryKey) ?? [];
    const answer = answerChat(
      { mensaje, historial },
      {
        products,
        packages,
        // The server's window when this page load learnt it, so offline answers say the same.
        serviceHours: knownServiceHours() ?? DEFAULT_SERVICE_HOURS,
        now: new Date(),
        caller: null,
      },
    );
    return { ...answer, respuesta: `${ASSISTANT_MESSAGES.offline}\n\n${answer.respuesta}` };
  }, []);

  const send = useCallback(
    (text: string) => {
      const mensaje = text.trim();
      if (mensaje === '' || waitingRef.current) return;
      const historial = messagesRef.current.slice(-20).map(({ de, texto }) => ({ de, texto }));
      setMessages((m) => [...m, { de: 'usuario', texto: mensaje }]);
      waitingRef.current = true;
      setWaiting(true);
      void (async () => {
        let answer: ChatAnswer;
        try {
          answer = await postChat(mensaje, historial);
        } catch (error) {
          if (error instanceof ApiError && error.status === 0)
            answer = answerOffline(mensaje, historial);
          else if (
            error instanceof ApiError &&
            error.status < 500 &&
            error.status !== 401 &&
            error.status !== 403
          )
            answer = { respuesta: error.message };
          else answer = { respuesta: MESSAGES.chat.technicalProblem };
        }
        setMessages((m) => [
          ...m,
          { de: 'bot', texto: answer.respuesta, sugerencias: answer.sugerencias },
        ]);
        waitingRef.current = false;
        setWaiting(false);
        await applyActions(answer.acciones ?? []).catch(() =>
          toast.error(MESSAGES.chat.connection),
        );
      })();
    },
    [answerOffline, applyActions],
  );

  const clear = useCallback(() => setMessages([]), []);
  return { messages, waiting, send, clear };
}
