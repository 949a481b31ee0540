import { z } from 'zod';

export { PUSH_ERRORS } from '../push-errors';
import { PUSH_ERRORS } from '../push-errors';

export const PUSH_NOTICES = {
  subscribed: 'Avisos activados en este dispositivo.',
  unsubscribed: 'Avisos desactivados en este dispositivo.',
} as const;

const base64url = (min: number, max: number) =>
  z
    .string({ error: PUSH_ERRORS.keysInvalid })
    .min(min, { error: PUSH_ERRORS.keysInvalid })
    .max(max, { error: PUSH_ERRORS.keysInvalid })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: PUSH_ERRORS.keysInvalid });

const endpoint = z
  .string({ error: PUSH_ERRORS.endpointInvalid })
  .max(1000, { error: PUSH_ERRORS.endpointInvalid })
  .url({ error: PUSH_ERRORS.endpointInvalid })
  .refine((v) => /^https?:\/\//.test(v), { error: PUSH_ERRORS.endpointInvalid });

/**
 * POST …/avisos-push/suscripcion: what `PushSubscription.toJSON()` gives. p256dh is an
 * uncompressed P-256 point (65 bytes → 87 characters), auth a 16-byte secret (22 characters).
 */
export const PushSubscriptionSchema = z.object({
  endpoint,
  keys: z.object(
    { p256dh: base64url(80, 100), auth: base64url(16, 32) },
    { error: PUSH_ERRORS.keysInvalid },
  ),
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionSchema>;

/** DELETE …/avisos-push/suscripcion: the device's endpoint. */
export const PushUnsubscribeSchema = z.object({ endpoint });
