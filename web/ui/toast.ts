import { toast as sonner } from 'sonner';
import { MESSAGES } from '../../domain/messages';
import { requestToaster } from './toaster-signal';

/** Toast durations from the spec (customer §9): success 2 s, error and info 4 s, any 2–10 s. */
export const TOAST_DURATION_MS = {
  success: 2_000,
  error: 4_000,
  info: 4_000,
  min: 2_000,
  max: 10_000,
} as const;

function clampDuration(ms: number): number {
  if (!Number.isFinite(ms)) return TOAST_DURATION_MS.info;
  return Math.min(TOAST_DURATION_MS.max, Math.max(TOAST_DURATION_MS.min, Math.round(ms)));
}

export interface ShowToastOptions {
  durationMs?: number;
  variant?: 'success' | 'error' | 'info';
}

/** The app's only way to raise a toast, so every duration follows the spec. */
export const toast = {
  success(message: string): string | number {
    requestToaster();
    return sonner.success(message, { duration: TOAST_DURATION_MS.success });
  },
  error(message: string): string | number {
    requestToaster();
    return sonner.error(message, { duration: TOAST_DURATION_MS.error });
  },
  info(message: string): string | number {
    requestToaster();
    return sonner.info(message, { duration: TOAST_DURATION_MS.info });
  },
  show(message: string, options: ShowToastOptions = {}): string | number {
    requestToaster();
    const duration = clampDuration(options.durationMs ?? TOAST_DURATION_MS.info);
    const show = options.variant ? sonner[options.variant] : sonner;
    return show(message, { duration });
  },
  /** The red 4 s toast shown when the session expires (customer §8). */
  sessionExpired(): string | number {
    requestToaster();
    return sonner.error(MESSAGES.api.sessionExpiredToast, { duration: TOAST_DURATION_MS.error });
  },
};
