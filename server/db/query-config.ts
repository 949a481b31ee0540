/** A node-postgres query given as a config object (Drizzle's shape), not a Query or Cursor. */
export interface QueryConfig {
  text: string;
  name?: string;
  values?: unknown[];
}

export type QueryFn = (config: unknown, values?: unknown, callback?: unknown) => unknown;

export function isQueryConfig(config: unknown): config is QueryConfig {
  if (typeof config !== 'object' || config === null) return false;
  const c = config as { text?: unknown; submit?: unknown };
  // A Query or Cursor object (has submit) is passed through untouched.
  return typeof c.text === 'string' && typeof c.submit !== 'function';
}

/** Whether the query carries parameters, given apart (Drizzle) or inside the config. */
export function hasParameters(config: QueryConfig, values: unknown): boolean {
  const list = Array.isArray(values) ? values : config.values;
  return Array.isArray(list) && list.length > 0;
}
