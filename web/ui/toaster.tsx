import { useEffect, useRef } from 'react';
import { Toaster as SonnerToaster } from 'sonner';
import { useDarkMode } from './dark-mode';
import { onRaiseToaster } from './toaster-signal';
import { TOAST_CLEARANCE_VAR } from './toast-clearance';

// Above the floating support buttons (--support-clearance, web/app/styles.css) and away from the
// header's logo, points and cart, which a top toast covered (issue 22). Issue 40: a bottom sheet's
// action bar (the cart's pay buttons) publishes its height (useToastClearance) and the toasts rise
// above it, as a quick-commerce app's snackbar rises above its checkout bar: the buttons stay
// tappable and the toast stays where the thumb and the eye already are.
const ABOVE_SUPPORT_BAR = {
  bottom: `max(88px, calc(var(${TOAST_CLEARANCE_VAR}, 0px) + 8px))`,
};

/** Mounted once in the providers: at most 20 toasts at once (customer §9), colours by type. */
export function Toaster() {
  const dark = useDarkMode();
  const layer = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = layer.current;
    // The top layer: a toast shows above a native modal <dialog> (the daily popup), which would
    // otherwise hide everything else on the page. Re-showing the popover puts it on top again.
    if (!element || typeof element.showPopover !== 'function') return;
    const raise = () => {
      if (element.matches(':popover-open')) element.hidePopover();
      element.showPopover();
    };
    raise();
    return onRaiseToaster(raise);
  }, []);
  return (
    <div
      ref={layer}
      popover="manual"
      className="m-0 size-0 overflow-visible border-0 bg-transparent p-0"
    >
      <SonnerToaster
      position="bottom-center"
      offset={ABOVE_SUPPORT_BAR}
      mobileOffset={ABOVE_SUPPORT_BAR}
      visibleToasts={20}
      richColors
      closeButton
      theme={dark ? 'dark' : 'light'}
      toastOptions={{ closeButtonAriaLabel: 'Cerrar notificación' }}
      containerAriaLabel="Notificaciones"
      />
    </div>
  );
}
