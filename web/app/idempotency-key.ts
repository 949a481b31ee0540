/**
 * A fresh Idempotency-Key for POST /orders and POST /api/crear-pago; randomUUID is missing
 * outside secure contexts (plain http on a LAN), so it falls back to 16 random bytes in hex.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
