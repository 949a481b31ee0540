/** The PostgreSQL error behind a driver or Drizzle error (Drizzle wraps it in `cause`). */
export interface PgErrorInfo {
  code: string;
  constraint?: string;
  message: string;
}

export function pgErrorOf(error: unknown): PgErrorInfo | undefined {
  for (
    let e = error, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const candidate = e as { code?: unknown; constraint?: unknown; message?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined,
        message: String(candidate.message ?? ''),
      };
    }
  }
  return undefined;
}

/** Awaits a write that must be refused; returns the PostgreSQL error it was refused with. */
export async function refusal(write: Promise<unknown>): Promise<PgErrorInfo> {
  try {
    await write;
  } catch (error) {
    const info = pgErrorOf(error);
    if (info) return info;
    throw error;
  }
  throw new Error('The write was accepted but should have been refused');
}
