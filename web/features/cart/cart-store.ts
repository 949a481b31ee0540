import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { getCart, setCart, STORAGE_KEYS } from '../../app/storage';
import { toast } from '../../ui/toast';
import {
  addPackage,
  addProduct,
  cartCount,
  removeLine,
  setLineQuantity,
  toCartItem,
  type CartItem,
  type CartResult,
  type PackageForCart,
  type ProductForCart,
} from './cart-lines';

// The cart lives in local storage (`carrito`, customer spec §3); this module is its one writer in
// the store, and a window event tells every hook of a change (the storage event covers other tabs).
const CHANGED_EVENT = 'superconjunto:cart-changed';
const EMPTY: CartItem[] = [];
let cache: CartItem[] | null = null;

function snapshot(): CartItem[] {
  if (cache === null) {
    const items = getCart()
      .map(toCartItem)
      .filter((i): i is CartItem => i !== null);
    cache = items.length === 0 ? EMPTY : items;
  }
  return cache;
}

function subscribe(listener: () => void): () => void {
  cache = null;
  const onChange = () => {
    cache = null;
    listener();
  };
  const onStorage = (event: StorageEvent) => {
    // Another tab changed the cart, or who is signed in (the cart shown is that resident's).
    const keys: (string | null)[] = [null, STORAGE_KEYS.cart, STORAGE_KEYS.user];
    if (keys.includes(event.key)) onChange();
  };
  window.addEventListener(CHANGED_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGED_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored cart right now. */
export function readCart(): CartItem[] {
  return snapshot();
}

/** Saves the cart and tells every `useCart`. */
export function writeCart(items: readonly CartItem[]): void {
  setCart(items);
  cache = null;
  window.dispatchEvent(new Event(CHANGED_EVENT));
}

function apply(result: CartResult): boolean {
  if (!result.ok) {
    toast.error(result.message);
    return false;
  }
  writeCart(result.value);
  return true;
}

/**
 * Adds `cantidad` units at once (the assistant's "agregar al carrito"), through the same stock and
 * limit checks as the + button; nothing is added when any unit is refused.
 */
export function addUnits(
  item: { kind: 'producto'; product: ProductForCart } | { kind: 'paquete'; pkg: PackageForCart },
  cantidad: number,
): boolean {
  let items = readCart();
  for (let i = 0; i < cantidad; i++) {
    const result =
      item.kind === 'producto' ? addProduct(items, item.product) : addPackage(items, item.pkg);
    if (!result.ok) {
      toast.error(result.message);
      return false;
    }
    items = result.value;
  }
  writeCart(items);
  return true;
}

export interface CartApi {
  items: CartItem[];
  /** Sum of quantities. */
  count: number;
  /** Adds one unit; a refusal (stock) is shown as a toast and returns false. */
  addProduct(product: ProductForCart): boolean;
  addPackage(pkg: PackageForCart): boolean;
  /** Sets a quantity bounded by `available` (current stock, when known). */
  setQuantity(id: number | string, cantidad: number, available?: number): boolean;
  remove(id: number | string): void;
  clear(): void;
}

/** The cart kept under `carrito`, shared by every component that reads it. */
export function useCart(): CartApi {
  const items = useSyncExternalStore(subscribe, snapshot, () => EMPTY);
  const add = useCallback((product: ProductForCart) => apply(addProduct(readCart(), product)), []);
  const addPkg = useCallback((pkg: PackageForCart) => apply(addPackage(readCart(), pkg)), []);
  const setQuantity = useCallback(
    (id: number | string, cantidad: number, available?: number) =>
      apply(setLineQuantity(readCart(), id, cantidad, available)),
    [],
  );
  const remove = useCallback((id: number | string) => writeCart(removeLine(readCart(), id)), []);
  const clear = useCallback(() => writeCart([]), []);
  return useMemo(
    () => ({
      items,
      count: cartCount(items),
      addProduct: add,
      addPackage: addPkg,
      setQuantity,
      remove,
      clear,
    }),
    [items, add, addPkg, setQuantity, remove, clear],
  );
}
