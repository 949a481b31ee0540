import { useRef } from 'react';

/**
 * Where focus goes when a dialog closes. Radix sends it back to a `Dialog.Trigger`; our dialogs
 * open from state (the cart from the header, the order detail from a card, the popup by itself),
 * so without this focus fell to <body> and a keyboard user started again from the top.
 */
export interface ReturnFocus {
  /** For `Dialog.Content`: remembers what had focus as the dialog opened. */
  onOpenAutoFocus(event: Event): void;
  /** For `Dialog.Content`: focuses it again (or the fallback) once the dialog is gone. */
  onCloseAutoFocus(event: Event): void;
}

// When a dialog closes while another one is open (the cart hands over to the checkout), its
// opener waits here for the last dialog of the chain, whose own opener went with the first.
let handedOver: HTMLElement | null = null;

function usable(element: Element | null | undefined): HTMLElement | null {
  return element instanceof HTMLElement && element !== document.body && element.isConnected
    ? element
    : null;
}

function anotherDialogOpen(): boolean {
  return document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
}

/** Focuses `element`, making a heading or region programmatically focusable first. */
export function focusElement(element: HTMLElement): void {
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex'))
    element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

/**
 * Handlers for a Radix `Dialog.Content` that return focus to what opened it when it closes, by
 * Escape, its close button or an outside click. `fallback` is used when nothing had focus before
 * (the daily popup opens by itself) or that element has left the page.
 */
export function useReturnFocus(fallback?: () => HTMLElement | null): ReturnFocus {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = usable(document.activeElement);
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      const target = usable(opener.current) ?? usable(handedOver) ?? usable(fallback?.());
      opener.current = null;
      // A dialog asked from inside another (the redeem confirmation in the cart) returns at once.
      if (anotherDialogOpen() && !target?.closest('[role="dialog"], [role="alertdialog"]')) {
        handedOver = target;
        return;
      }
      handedOver = null;
      if (target) focusElement(target);
    },
  };
}
