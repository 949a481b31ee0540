import { useEffect } from 'react';
import { shopSlogan } from '../../domain/settings';
import { useShopSettings } from '../app/shop-settings';

/** Sets the tab title to 'Page · <shop name>'; without a page, the name and slogan. */
export function useDocumentTitle(page?: string): void {
  const settings = useShopSettings();
  const name = settings.tienda.nombre;
  const slogan = shopSlogan(settings);
  useEffect(() => {
    document.title = page ? `${page} · ${name}` : `${name} · ${slogan}`;
  }, [page, name, slogan]);
}
