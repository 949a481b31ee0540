import { Toaster as SonnerToaster } from 'sonner';
import { useDarkMode } from './dark-mode';

/** Mounted once in the providers: at most 20 toasts at once (customer §9), colours by type. */
export function Toaster() {
  const dark = useDarkMode();
  return (
    <SonnerToaster
      position="top-center"
      visibleToasts={20}
      richColors
      closeButton
      theme={dark ? 'dark' : 'light'}
      toastOptions={{ closeButtonAriaLabel: 'Cerrar notificación' }}
      containerAriaLabel="Notificaciones"
    />
  );
}
