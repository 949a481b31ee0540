import type { ChatPackage, ChatProduct } from '../../../domain/assistant/types';
import type { CachedJson } from '../../http/json-cache';
import type { CatalogCache } from './catalog.cache';

export type CatalogRead = () => Promise<{
  products: readonly ChatProduct[];
  packages: readonly ChatPackage[];
}>;

const readers = new WeakMap<CatalogCache, CatalogRead>();

/**
 * The parsed catalogue lists, re-read only when the cached bytes change (their ETag), so every
 * answer sees the price an administrator saved a moment ago without parsing 28 KB per message.
 * One reader per cache: the assistant, the store's search and the admin's lists get the same
 * lists, so the one search index built for them (decision 0023) is built once.
 */
export function catalogReader(cache: CatalogCache): CatalogRead {
  let reader = readers.get(cache);
  if (!reader) {
    reader = readerOf(cache);
    readers.set(cache, reader);
  }
  return reader;
}

function readerOf(cache: CatalogCache): CatalogRead {
  const parsed = <T>(source: CachedJson, pick: (data: unknown) => T) => {
    let etag = '';
    let value: T;
    return async (): Promise<T> => {
      const body = await source.get();
      if (body.etag !== etag) {
        value = pick(JSON.parse(body.body.toString('utf8')));
        etag = body.etag;
      }
      return value;
    };
  };
  const products = parsed<ChatProduct[]>(cache.products, (d) => d as ChatProduct[]);
  const packages = parsed<ChatPackage[]>(
    cache.packages,
    (d) => (d as { paquetes: ChatPackage[] }).paquetes,
  );
  return async () => ({ products: await products(), packages: await packages() });
}
