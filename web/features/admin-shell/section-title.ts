import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useShopSettings } from '../../app/shop-settings';
import { ADMIN_SECTIONS } from './admin-sections';

/**
 * Names the tab after the section in view ("Usuarios · Administración · <shop name>", as the
 * sections that name it themselves do), so the count of new orders the alerts put in front of it
 * always sits on the right section (issue 24).
 */
export function useSectionTitle(): void {
  const { pathname } = useLocation();
  const shopName = useShopSettings().tienda.nombre;
  useEffect(() => {
    const path = pathname.replace(/^\/admin\/?/, '').split('/')[0];
    const section = ADMIN_SECTIONS.find((s) => s.path === path);
    if (section) document.title = `${section.label} · Administración · ${shopName}`;
  }, [pathname, shopName]);
}
