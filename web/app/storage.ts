import { newIdempotencyKey } from './idempotency-key';

/**
 * Typed access to the browser's local storage keys the app uses. Every read tolerates a missing
 * key, corrupt JSON and a storage that throws (private mode, disabled): it returns null or [].
 *
 * Issue 22: this file is the one place that touches browser storage, and every key is declared
 * here with what it belongs to (STORAGE_SCOPES), so logging out or another account signing in
 * clears all of the previous account's keys at once: nothing of one resident reaches the next.
 */
export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  cart: 'carrito',
  cartTemp: 'carrito-temp',
  /** Who `carrito` belongs to (issue 15: a cart is one resident's, never the next account's). */
  cartOwner: 'carrito-dueno',
  /** Who the `carrito-temp` copy belongs to. */
  cartTempOwner: 'carrito-temp-dueno',
  darkMode: 'darkMode',
  /** The assistant's conversation (customer spec §2). */
  chat: 'chat_mensajes',
  /** The wallet phone a pending Nequi/DaviPlata payment was sent to. */
  paymentPhone: 'pago-telefono',
  /** A PSE/DaviPlata payment the resident was redirected to the bank for. */
  redirectedPayment: 'pago_redirigido',
  /** Orders of approved payments already shown, per resident. */
  ordersShown: 'pedidos-mostrados',
  /** Whose account the account-scoped keys below belong to (its id, as carts are owned). */
  account: 'cuenta',
  /** The last order history read, with its owner, shown offline (issue 22); leaves with the session. */
  savedOrders: 'pedidos-guardados',
  /** The admin's new-order sound, 'off' when silenced (issue 24); the account's choice. */
  alertSound: 'avisos-sonido',
  /** 'on' when the admin turned on system notifications for new orders (issue 24). */
  alertNotifications: 'avisos-notificaciones',
  /** The packer's ticks on each order's packing list (issue 24), so a reload keeps them. */
  packingTicks: 'alistamiento',
  /** 'on' when this account switched Web Push on in this browser (issue 24, decision 0012). */
  pushNotices: 'avisos-push',
  /** A random id this browser keeps for good, sent at sign-in (issue 39: a known device). */
  device: 'dispositivo',
  /** The promo code applied to `carrito`, with its owner (issue 40: it belongs with the cart). */
  cartPromo: 'carrito-codigo',
  /** Refunds of late-approved ended payments already announced (issue 40). */
  refundsShown: 'reembolsos-avisados',
  /**
   * When an account was deleted from this browser (issue 40): only the date, no identifier (the
   * account's data is anonymised), so a later failed login here can say why.
   */
  deletedHere: 'cuenta-eliminada-aqui',
} as const;

export type StorageKeyName = keyof typeof STORAGE_KEYS;

/**
 * - `device`: a preference of whoever holds the phone; survives every session.
 * - `account`: the signed-in resident's; cleared on logout and when another account signs in.
 * - `set-aside`: the cart kept for its owner after a logout or expiry (issue 15); never shown to
 *   another account (restoreCartAfterLogin) and gone with account deletion.
 */
export type StorageScope = 'device' | 'account' | 'set-aside';

export const STORAGE_SCOPES: Record<StorageKeyName, StorageScope> = {
  token: 'account',
  user: 'account',
  cart: 'account',
  cartOwner: 'account',
  cartTemp: 'set-aside',
  cartTempOwner: 'set-aside',
  darkMode: 'device',
  chat: 'account',
  paymentPhone: 'account',
  redirectedPayment: 'account',
  ordersShown: 'account',
  account: 'account',
  savedOrders: 'account',
  alertSound: 'account',
  alertNotifications: 'account',
  packingTicks: 'account',
  pushNotices: 'account',
  device: 'device',
  cartPromo: 'account',
  refundsShown: 'account',
  deletedHere: 'device',
};

/** Key families named per user (the daily popup's last day, DESIGN §5): all account-scoped. */
export const ACCOUNT_KEY_PREFIXES = ['popup_ultimo_dia_'] as const;

/** A key the app may use: a declared one or one of a declared per-user family. */
export type StorageKey =
  (typeof STORAGE_KEYS)[StorageKeyName] | `${(typeof ACCOUNT_KEY_PREFIXES)[number]}${string}`;

/** The signed-in user as the login/register response returns it (customer spec §3). */
export interface StoredUser {
  nombre: string;
  email: string;
  cedula?: string;
  telefono?: string;
  telefono_alternativo?: string | null;
  torre?: number | string;
  piso?: number | string;
  apartamento?: string;
  notas_entrega?: string | null;
  rol?: string;
  [key: string]: unknown;
}

/** A cart line as kept under `carrito`; the cart feature owns the full shape. */
export interface StoredCartItem {
  id: number | string;
  cantidad: number;
  [key: string]: unknown;
}

function read(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage full or disabled: the app keeps working without persistence.
  }
}

export function removeItem(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}

/** Parsed JSON under `key`, or null when missing or corrupt. */
export function readJson(key: StorageKey): unknown {
  const raw = read(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

export function writeJson(key: StorageKey, value: unknown): void {
  write(key, JSON.stringify(value));
}

export function getToken(): string | null {
  const token = read(STORAGE_KEYS.token);
  return token && token.trim() !== '' ? token : null;
}

export function setToken(token: string): void {
  write(STORAGE_KEYS.token, token);
}

/** The saved user, or null when missing or corrupt (the session restore then clears both). */
export function getUser(): StoredUser | null {
  const value = readJson(STORAGE_KEYS.user);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const user = value as Record<string, unknown>;
  return typeof user.email === 'string' && typeof user.nombre === 'string'
    ? (user as StoredUser)
    : null;
}

export function setUser(user: StoredUser): void {
  writeJson(STORAGE_KEYS.user, user);
}

/**
 * This browser's device id (issue 39): made once and kept across sessions, so the server knows a
 * device it has seen (a new one warns the other administrators; a known one is not locked out by
 * others' failures). Without storage, a fresh id per page load is still a valid id.
 */
export function deviceId(): string {
  const saved = read(STORAGE_KEYS.device);
  if (saved && /^[\w-]{8,100}$/.test(saved)) return saved;
  const id = newIdempotencyKey();
  write(STORAGE_KEYS.device, id);
  return id;
}

export function clearSession(): void {
  removeItem(STORAGE_KEYS.token);
  removeItem(STORAGE_KEYS.user);
  removeItem(STORAGE_KEYS.savedOrders);
}

function storedKeys(): string[] {
  try {
    return Object.keys(window.localStorage);
  } catch {
    return [];
  }
}

/**
 * Removes everything the signed-in account keeps in this browser (logout, account change,
 * account deletion): every `account` key and per-user family. Device preferences stay; the
 * set-aside cart stays for its owner unless `withSetAside`.
 */
export function clearAccountData({ withSetAside = false } = {}): void {
  for (const [name, scope] of Object.entries(STORAGE_SCOPES) as [StorageKeyName, StorageScope][]) {
    if (scope === 'account' || (withSetAside && scope === 'set-aside'))
      removeItem(STORAGE_KEYS[name]);
  }
  for (const key of storedKeys()) {
    if (ACCOUNT_KEY_PREFIXES.some((prefix) => key.startsWith(prefix)))
      removeItem(key as StorageKey);
  }
}

/**
 * At login or registration, before the new session is saved: another account's keys (a session
 * that expired, or data of no known account) go; then the account-scoped keys are `owner`'s.
 */
export function adoptAccount(owner: string): void {
  if (read(STORAGE_KEYS.account) !== owner) clearAccountData();
  write(STORAGE_KEYS.account, owner);
}

/**
 * Whether the account-scoped keys may be shown now: they belong to no account yet, or to the
 * signed-in one. After an expiry they belong to an account no longer signed in, so they are not.
 */
export function accountDataIsMine(): boolean {
  const owner = read(STORAGE_KEYS.account);
  return owner === null || owner === currentOwner();
}

function toCart(value: unknown): StoredCartItem[] | null {
  if (!Array.isArray(value)) return null;
  return value.filter(
    (item): item is StoredCartItem =>
      typeof item === 'object' &&
      item !== null &&
      (typeof item.id === 'number' || typeof item.id === 'string') &&
      typeof item.cantidad === 'number' &&
      Number.isFinite(item.cantidad) &&
      item.cantidad > 0,
  );
}

/** The id a cart is kept under for `user`: its id, or its e-mail when the id is missing. */
export function cartOwnerOf(user: StoredUser): string {
  const id = user.id;
  return typeof id === 'number' || typeof id === 'string' ? String(id) : user.email;
}

function currentOwner(): string | null {
  const user = getUser();
  return user ? cartOwnerOf(user) : null;
}

/** The cart of the signed-in resident; another resident's cart reads as empty. */
export function getCart(): StoredCartItem[] {
  const owner = read(STORAGE_KEYS.cartOwner);
  const me = currentOwner();
  if (owner !== null && me !== null && owner !== me) return [];
  return toCart(readJson(STORAGE_KEYS.cart)) ?? [];
}

/** Saves the cart for the signed-in resident (its owner is noted with it). */
export function setCart(items: readonly StoredCartItem[]): void {
  writeJson(STORAGE_KEYS.cart, items);
  const me = currentOwner();
  if (me !== null) write(STORAGE_KEYS.cartOwner, me);
}

/** Forgets the cart in view (logout), wherever it came from. */
export function removeCart(): void {
  removeItem(STORAGE_KEYS.cart);
  removeItem(STORAGE_KEYS.cartOwner);
}

/** At login: a cart left by someone else (or by no one known) is not `owner`'s, so it goes. */
export function dropCartNotOwnedBy(owner: string): void {
  if (read(STORAGE_KEYS.cartOwner) !== owner) removeCart();
}

/** A promo code kept with the cart (issue 40): the server decides again on every load. */
export interface StoredCartPromo {
  codigo: string;
  porcentaje: number;
  mensaje: string;
}

/** The code applied to the signed-in resident's cart, or null (none, corrupt, another's). */
export function getCartPromo(): StoredCartPromo | null {
  const value = readJson(STORAGE_KEYS.cartPromo) as Record<string, unknown> | null;
  if (typeof value !== 'object' || value === null) return null;
  const me = currentOwner();
  if (me === null || value.owner !== me) return null;
  const { codigo, porcentaje, mensaje } = value;
  return typeof codigo === 'string' && typeof porcentaje === 'number' && Number.isFinite(porcentaje)
    ? { codigo, porcentaje, mensaje: typeof mensaje === 'string' ? mensaje : '' }
    : null;
}

/** Keeps (or, with null, forgets) the code applied to the signed-in resident's cart. */
export function setCartPromo(promo: StoredCartPromo | null): void {
  const me = currentOwner();
  if (promo === null || me === null) return removeItem(STORAGE_KEYS.cartPromo);
  writeJson(STORAGE_KEYS.cartPromo, { ...promo, owner: me });
}

/** The cart set aside on session expiry, or null when there is none. */
export function getCartTemp(): StoredCartItem[] | null {
  return read(STORAGE_KEYS.cartTemp) === null
    ? null
    : (toCart(readJson(STORAGE_KEYS.cartTemp)) ?? []);
}

/** Who the set-aside cart belongs to, or null when unknown. */
export function getCartTempOwner(): string | null {
  return read(STORAGE_KEYS.cartTempOwner);
}

/** Sets the cart aside for `owner` (session expiry, logout). */
export function setCartTemp(items: readonly StoredCartItem[], owner?: string | null): void {
  writeJson(STORAGE_KEYS.cartTemp, items);
  if (owner) write(STORAGE_KEYS.cartTempOwner, owner);
  else removeItem(STORAGE_KEYS.cartTempOwner);
}

export function removeCartTemp(): void {
  removeItem(STORAGE_KEYS.cartTemp);
  removeItem(STORAGE_KEYS.cartTempOwner);
}

/** The saved dark-mode choice: true, false, or null when the user never chose. */
export function getDarkMode(): boolean | null {
  const raw = read(STORAGE_KEYS.darkMode);
  return raw === 'true' ? true : raw === 'false' ? false : null;
}

export function setDarkMode(on: boolean): void {
  write(STORAGE_KEYS.darkMode, on ? 'true' : 'false');
}

/** Whether the admin's new-order sound is on (the default until the account silences it). */
export function getAlertSound(): boolean {
  return read(STORAGE_KEYS.alertSound) !== 'off';
}

export function setAlertSound(on: boolean): void {
  write(STORAGE_KEYS.alertSound, on ? 'on' : 'off');
}

/** Whether the admin turned system notifications on in this browser. */
export function getAlertNotifications(): boolean {
  return read(STORAGE_KEYS.alertNotifications) === 'on';
}

export function setAlertNotifications(on: boolean): void {
  write(STORAGE_KEYS.alertNotifications, on ? 'on' : 'off');
}

/** Orders whose ticks are kept: the oldest beyond this are forgotten (an evening's orders fit). */
const PACKING_ORDERS_KEPT = 50;

function packingTicksAll(): Array<[string, string[]]> {
  const value = readJson(STORAGE_KEYS.packingTicks);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  return Object.entries(value as Record<string, unknown>).filter(
    (entry): entry is [string, string[]] =>
      Array.isArray(entry[1]) && entry[1].every((k) => typeof k === 'string'),
  );
}

/** The item keys ticked on an order's packing list. */
export function getPackingTicks(orderId: number): string[] {
  return packingTicksAll().find(([id]) => id === String(orderId))?.[1] ?? [];
}

/** Saves an order's ticks; beyond the cap the oldest orders (lowest ids) are forgotten. */
export function setPackingTicks(orderId: number, keys: readonly string[]): void {
  const others = packingTicksAll().filter(([id]) => id !== String(orderId));
  const all: Array<[string, string[]]> = [...others, [String(orderId), [...keys]]];
  all.sort(([a], [b]) => Number(a) - Number(b));
  writeJson(STORAGE_KEYS.packingTicks, Object.fromEntries(all.slice(-PACKING_ORDERS_KEPT)));
}

/** Whether this account switched on notices with the phone locked (Web Push) here. */
export function getPushNotices(): boolean {
  return read(STORAGE_KEYS.pushNotices) === 'on';
}

export function setPushNotices(on: boolean): void {
  write(STORAGE_KEYS.pushNotices, on ? 'on' : 'off');
}

/** Remembers that an account was deleted from this browser, and when (nothing else). */
export function markAccountDeletedHere(now: Date): void {
  writeJson(STORAGE_KEYS.deletedHere, now.toISOString());
}

/** When an account was last deleted from this browser; null after a sign-in or never. */
export function accountDeletedHereAt(): Date | null {
  const value = readJson(STORAGE_KEYS.deletedHere);
  const date = typeof value === 'string' ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

/** A sign-in or a registration here: the deletion note has said what it had to. */
export function forgetAccountDeletedHere(): void {
  removeItem(STORAGE_KEYS.deletedHere);
}
