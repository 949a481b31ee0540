import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import { lateIds, titleWithCount, turnedLate } from '../../../domain/admin-alerts';
import type { AdminOrderEvent } from '../../../domain/admin-views';
import type { AdminOrderView } from '../../../domain/order-views';
import { formatCOP } from '../../../domain/money';
import { orderCode } from '../../../domain/orders';
import { refetchAfterEvent } from '../../app/query-client';
import { useShopSettings } from '../../app/shop-settings';
import { getAlertSound, setAlertSound } from '../../app/storage';
import { useEventStream, type StreamStatus } from '../../app/use-event-stream';
import { toast } from '../../ui/toast';
import { requestToaster } from '../../ui/toaster-signal';
import { apiRequest } from '../admin/admin-api';
import { beep } from './alert-sound';
import { showOrderNotification } from './notifications';

/** Every cached read of the admin's orders: the board's pages and counts, the alerts' list. */
export const ADMIN_ORDERS_KEY = ['admin', 'pedidos'] as const;
/** Under the board's query key, so the board's refresh reads the pending orders again too. */
export const PENDING_ALERTS_KEY = [...ADMIN_ORDERS_KEY, 'alertas'] as const;

/**
 * An order changed (or the stream reconnected after a gap): every cached order read is stale.
 * Nothing is read now: a board on screen refreshes through its own subscription (Manual stays
 * frozen), and one left behind in another section reads again the moment it is shown. Without
 * this, its pages stayed "fresh" for the cache's 30 s and the board came back without the order
 * the toast had just announced until its next 15 s refresh (issue 41).
 */
function markOrdersStale(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY, refetchType: 'none' });
}
const POLL_MS = 15_000;

/** The pending orders the alerts count (and the board's "Programados" lane reads, issue 45). */
export function fetchPendingOrders(signal?: AbortSignal): Promise<AdminOrderView[]> {
  return apiRequest<AdminOrderView[]>(
    'GET',
    '/api/admin/pedidos?estado=pendiente&limite=100',
    undefined,
    { signal },
  );
}

export const orderUrl = (id: number) => `/admin/entregas?pedido=${id}`;

/**
 * An order that now waits in the pending lane: a new one, or (issue 45) a scheduled one whose
 * preparation time came ('programado'). A scheduled order's own 'nuevo' only puts it in
 * "Programados": no sound, no toast, no count, until its time.
 */
export function isArrival(event: AdminOrderEvent): boolean {
  if (event.evento === 'programado') return true;
  return event.evento === 'nuevo' && !(event.entrega_programada && !event.programado_activo);
}

export interface AdminAlerts {
  /** The one clock of the panel: the board's header, its cards and the menu read it. */
  now: Date;
  stream: StreamStatus;
  /** New orders since the board was last seen. */
  unseen: number;
  /** Pending orders past the 20-minute promise at `now`. */
  late: number;
  markSeen(): void;
  /** Every order event of the panel's one connection (the board refreshes on them). */
  subscribe(listener: (event: AdminOrderEvent) => void): () => void;
  sound: boolean;
  setSound(on: boolean): void;
}

const AlertsContext = createContext<AdminAlerts | null>(null);

export function useAdminAlerts(): AdminAlerts {
  const alerts = useContext(AlertsContext);
  if (!alerts) throw new Error('useAdminAlerts needs <AdminAlertsProvider> (the admin shell)');
  return alerts;
}

function useClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(id);
  }, []);
  return now;
}

/** Keeps '(n) ' in front of whatever title the section sets, while n > 0. */
function useTitleCount(count: number): void {
  useEffect(() => {
    const apply = () => {
      const next = titleWithCount(document.title, count);
      if (next !== document.title) document.title = next;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => {
      observer.disconnect();
      document.title = titleWithCount(document.title, 0);
    };
  }, [count]);
}

/**
 * The admin panel's order alerts (issue 24), in every section: one connection to the event
 * stream, the count of new and late orders, the sound (one remembered switch), a toast with "Ver",
 * a system notification while the app is in the background, and the count in the tab title.
 */
export function AdminAlertsProvider({ children }: { children: ReactNode }) {
  const now = useClock();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // On the board the new card itself appears (with the beep): a toast there would only cover
  // the cards' buttons on a phone. An order's packing list (?alistar=) shows no cards: it toasts.
  const onBoard = useRef(false);
  // The panel toasts often (new orders, refusals offline): load the toaster now, while the
  // connection is there, not on the first toast, which may come offline.
  useEffect(() => requestToaster(), []);
  useEffect(() => {
    onBoard.current =
      pathname.startsWith('/admin/entregas') && !new URLSearchParams(search).has('alistar');
  }, [pathname, search]);
  const client = useQueryClient();
  const [unseen, setUnseen] = useState(0);
  const [sound, setSoundState] = useState(getAlertSound);
  const soundOn = useRef(sound);
  const listeners = useRef(new Set<(event: AdminOrderEvent) => void>());

  const setSound = useCallback((on: boolean) => {
    setAlertSound(on);
    soundOn.current = on;
    setSoundState(on);
  }, []);

  const onEvent = useCallback(
    (event: AdminOrderEvent) => {
      markOrdersStale(client);
      void refetchAfterEvent(client, PENDING_ALERTS_KEY);
      for (const listener of listeners.current) listener(event);
      if (!isArrival(event)) return;
      if (soundOn.current) beep('nuevo');
      setUnseen((n) => n + 1);
      const code = orderCode(event.pedido_id);
      const body = `Torre ${event.torre} · ${formatCOP(event.total)}`;
      const title = event.evento === 'programado' ? 'Pedido programado' : 'Nuevo pedido';
      if (!onBoard.current)
        toast.show(`${title} ${code} · ${body}`, {
          variant: 'info',
          durationMs: 10_000,
          action: { label: 'Ver', onClick: () => void navigate(orderUrl(event.pedido_id)) },
        });
      void showOrderNotification(
        `${title} ${code}`,
        body,
        `pedido-${event.pedido_id}`,
        orderUrl(event.pedido_id),
      );
    },
    [client, navigate],
  );
  const onOpen = useCallback(() => markOrdersStale(client), [client]);
  const stream = useEventStream<AdminOrderEvent>('/api/admin/eventos', onEvent, { onOpen });

  const pending = useQuery({
    queryKey: PENDING_ALERTS_KEY,
    queryFn: ({ signal }) => fetchPendingOrders(signal),
    // The stream says when something changed; polling covers the time it is down.
    refetchInterval: stream === 'live' ? false : POLL_MS,
  });

  const { entrega } = useShopSettings();
  const late = useMemo(
    () => lateIds(pending.data ?? [], now, entrega),
    [pending.data, now, entrega],
  );
  const known = useRef<Set<number> | null>(null);
  useEffect(() => {
    if (!pending.data) return;
    // Orders already late when the panel opened were announced before; only a change sounds.
    if (known.current && turnedLate(known.current, late).length > 0 && soundOn.current)
      beep('atrasado');
    known.current = late;
  }, [late, pending.data]);

  useTitleCount(unseen);

  const subscribe = useCallback((listener: (event: AdminOrderEvent) => void) => {
    listeners.current.add(listener);
    return () => void listeners.current.delete(listener);
  }, []);
  const markSeen = useCallback(() => setUnseen(0), []);

  const value = useMemo<AdminAlerts>(
    () => ({ now, stream, unseen, late: late.size, markSeen, subscribe, sound, setSound }),
    [now, stream, unseen, late, markSeen, subscribe, sound, setSound],
  );
  return <AlertsContext.Provider value={value}>{children}</AlertsContext.Provider>;
}
