import { useEffect, useState } from 'react';

/** The CSS variable the toaster's bottom offset reads (web/ui/toaster.tsx). */
export const TOAST_CLEARANCE_VAR = '--toast-clearance';

/**
 * Issue 40: while a bottom sheet's action bar (the cart's "Pagar en línea" / "Pagar en
 * efectivo") is docked at the foot of the screen, the toasts rise above it instead of covering
 * the buttons, like a snackbar above a bottom bar. The bar's height from the bottom edge is
 * published as a CSS variable; a bar not at the bottom (the centred dialog on a wide screen)
 * publishes nothing. Returns the ref callback for the bar: a state, not a ref object, because a
 * portalled dialog mounts its content after the first render.
 */
export function useToastClearance(active: boolean): (element: HTMLElement | null) => void {
  const [element, setElement] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!active || !element) return;
    const root = document.documentElement;
    const update = () => {
      const rect = element.getBoundingClientRect();
      const docked = rect.height > 0 && rect.bottom >= window.innerHeight - 1;
      if (docked) root.style.setProperty(TOAST_CLEARANCE_VAR, `${Math.ceil(window.innerHeight - rect.top)}px`);
      else root.style.removeProperty(TOAST_CLEARANCE_VAR);
    };
    update();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    observer?.observe(element);
    window.addEventListener('resize', update);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', update);
      root.style.removeProperty(TOAST_CLEARANCE_VAR);
    };
  }, [element, active]);
  return setElement;
}
