import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { MESSAGES } from '../../domain/messages';
import { loginPathFor } from '../../domain/routes';
import { toast } from '../ui/toast';
import {
  announceSessionEnded,
  ApiError,
  apiRequest,
  navigateHome,
  type ApiRequestOptions,
} from './api-client';
import { useSession } from './session';
import { clearSession } from './storage';

/**
 * A GET for the order history (customer spec §4): there only a 403 means the token expired; it
 * clears the session, says 'Tu sesión expiró. Por favor inicia sesión nuevamente.' and goes to /.
 * Any other failure is thrown for the screen to word ('Error al cargar el historial' …).
 */
export async function historyRequest<T>(
  path = '/orders',
  options: Pick<ApiRequestOptions, 'signal'> = {},
): Promise<T> {
  try {
    return await apiRequest<T>('GET', path, undefined, { ...options, handleSessionExpiry: false });
  } catch (error) {
    if (error instanceof ApiError && error.status === 403 && error.code !== 'FORBIDDEN') {
      clearSession();
      announceSessionEnded();
      toast.error(MESSAGES.server.sessionExpired);
      navigateHome();
    }
    throw error;
  }
}

/**
 * For the history screen: true when signed in; otherwise says 'Debes iniciar sesión para ver tu
 * historial' once and goes to / (customer spec §2).
 */
export function useHistoryAccess(): boolean {
  const { status } = useSession();
  const signedIn = status === 'signed-in';
  const navigate = useNavigate();
  const location = useLocation();
  const told = useRef(false);
  const wasSignedIn = useRef(false);
  useEffect(() => {
    if (signedIn) {
      wasSignedIn.current = true;
      return;
    }
    if (told.current) return;
    told.current = true;
    // A session that ends on this screen (expiry, logout) was announced by whoever ended it.
    if (wasSignedIn.current) {
      void navigate('/', { replace: true });
      return;
    }
    // A visitor who asked for the history logs in and comes back to it (issue 15).
    toast.error(MESSAGES.auth.historyLoginRequired);
    void navigate(loginPathFor(`${location.pathname}${location.search}`), { replace: true });
  }, [signedIn, navigate, location.pathname, location.search]);
  return signedIn;
}
