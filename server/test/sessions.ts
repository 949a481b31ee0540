import type { Database } from '../db/client';
import type { AuthGuard } from '../http/auth-guard';
import { createSession } from '../modules/auth/sessions.service';

/**
 * A bearer token of a new session of `userId`, opened as a sign-in would (`nivel` 2: with a
 * second factor, as staff need). For tests and benchmarks that build a guard of their own; the
 * route tests sign in through the API (auth-fixtures, orders.fixtures' administrator()).
 */
export async function bearerOf(
  database: Database,
  guard: AuthGuard,
  userId: number,
  nivel: 1 | 2 = 2,
  now = new Date(),
): Promise<string> {
  const sessionId = await createSession(database.db, {
    userId,
    nivel,
    metodo: nivel === 2 ? 'totp' : 'identificadores',
    device: { label: 'Prueba', key: null, ip: '127.0.0.1' },
    now,
  });
  return `Bearer ${await guard.signSession(userId, sessionId)}`;
}
