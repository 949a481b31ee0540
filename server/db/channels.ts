/**
 * Published at COMMIT whenever an account's access may have changed: a role or deletion change,
 * an erased, deleted or truncated account, a push device subscribed or forgotten (triggers of
 * migrations 0020 and 0022). The push dispatcher reads its administrators' devices again; the
 * auth guard forgets the roles it keeps on the embedded database.
 */
export const ACCESS_CHANNEL = 'push_audiencia';
