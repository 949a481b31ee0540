import { EMPTY_TALLY, type OrderHistoryPage } from '../../../domain/order-history';
import { cartOwnerOf, getUser, readJson, STORAGE_KEYS, writeJson } from '../../app/storage';

// The last order history read, kept on the resident's own device so that offline the history
// still shows it (issue 22). Never in the service worker's caches (decision 0006: those keep only
// the public catalogue); it belongs to one account and leaves with the session (clearSession).

interface SavedOrders {
  owner: string;
  /** A page (issue 27), or the whole list as devices kept it before. */
  orders: OrderHistoryPage | OrderHistoryPage['pedidos'];
}

function currentOwner(): string | null {
  const user = getUser();
  return user ? cartOwnerOf(user) : null;
}

/** Keeps `orders` as the signed-in resident's last loaded history. */
export function saveOrders(orders: OrderHistoryPage): void {
  const owner = currentOwner();
  if (owner) writeJson(STORAGE_KEYS.savedOrders, { owner, orders } satisfies SavedOrders);
}

/** The signed-in resident's last loaded history, or null (none kept, or another account's). */
export function savedOrders(): OrderHistoryPage | null {
  const saved = readJson(STORAGE_KEYS.savedOrders) as Partial<SavedOrders> | null;
  const owner = currentOwner();
  if (!saved || !owner || saved.owner !== owner || !saved.orders) return null;
  if (Array.isArray(saved.orders)) return { pedidos: saved.orders, anteriores: EMPTY_TALLY };
  return Array.isArray(saved.orders.pedidos) ? saved.orders : null;
}
