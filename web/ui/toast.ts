import type { toast as sonnerToast } from 'sonner';
import { MESSAGES } from '../../domain/messages';
import { raiseToaster, requestToaster } from './toaster-signal';

type Sonner = typeof sonnerToast;

// sonner (~9 KB gzipped) is fetched on the first toast, never with the store's first paint; once
// loaded, toasts are raised synchronously. A failed load (offline) is forgotten so the next toast
// tries again; the page works without toasts.
let loaded: Sonner | null = null;
let loading: Promise<Sonner> | null = null;

function withSonner(show: (sonner: Sonner) => void): void {
  requestToaster();
  const showOnTop = (sonner: Sonner) => {
    show(sonner);
    raiseToaster();
  };
  if (loaded) return showOnTop(loaded);
  loading ??= import('sonner').then((m) => (loaded = m.toast));
  loading.then(showOnTop, () => {
    loading = null;
  });
}

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
  /** A button inside the toast (e.g. "Deshacer"); the toast closes when it is pressed. */
  action?: { label: string; onClick(): void };
}

/** The app's only way to raise a toast, so every duration follows the spec. */
export const toast = {
  success(message: string): void {
    withSonner((sonner) => sonner.success(message, { duration: TOAST_DURATION_MS.success }));
  },
  error(message: string): void {
    withSonner((sonner) => sonner.error(message, { duration: TOAST_DURATION_MS.error }));
  },
  info(message: string): void {
    withSonner((sonner) => sonner.info(message, { duration: TOAST_DURATION_MS.info }));
  },
  show(message: string, options: ShowToastOptions = {}): void {
    const duration = clampDuration(options.durationMs ?? TOAST_DURATION_MS.info);
    withSonner((sonner) =>
      (options.variant ? sonner[options.variant] : sonner)(message, {
        duration,
        ...(options.action ? { action: options.action } : {}),
      }),
    );
  },
  /** The red 4 s toast shown when the session expires (customer §8). */
  sessionExpired(): void {
    withSonner((sonner) =>
      sonner.error(MESSAGES.api.sessionExpiredToast, { duration: TOAST_DURATION_MS.error }),
    );
  },
};
