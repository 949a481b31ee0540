import type { OrderView } from '../../../domain/order-views';
import { cartOwnerOf, getUser, readJson, STORAGE_KEYS, writeJson } from '../../app/storage';

// The last order history read, kept on the resident's own device so that offline the history
// still shows it (issue 22). Never in the service worker's caches (decision 0006: those keep only
// the public catalogue); it belongs to one account and leaves with the session (clearSession).

interface SavedOrders {
  owner: string;
  orders: OrderView[];
}

function currentOwner(): string | null {
  const user = getUser();
  return user ? cartOwnerOf(user) : null;
}

/** Keeps `orders` as the signed-in resident's last loaded history. */
export function saveOrders(orders: OrderView[]): void {
  const owner = currentOwner();
  if (owner) writeJson(STORAGE_KEYS.savedOrders, { owner, orders } satisfies SavedOrders);
}

/** The signed-in resident's last loaded history, or null (none kept, or another account's). */
export function savedOrders(): OrderView[] | null {
  const saved = readJson(STORAGE_KEYS.savedOrders) as Partial<SavedOrders> | null;
  const owner = currentOwner();
  if (!saved || !owner || saved.owner !== owner || !Array.isArray(saved.orders)) return null;
  return saved.orders;
}
