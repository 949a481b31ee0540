/**
 * The admin stream's events that are not order changes (issue 41: `alistamiento`, the shared
 * packing ticks), passed from the one stream the shell opens to whichever screen listens, the
 * way `ajustes` reaches the settings.
 */
type Listener = (data: unknown) => void;

const listeners = new Map<string, Set<Listener>>();

/** Listens to `event: <name>` frames; returns the function that stops listening. */
export function onStreamEvent(name: string, listener: Listener): () => void {
  const set = listeners.get(name) ?? new Set<Listener>();
  set.add(listener);
  listeners.set(name, set);
  return () => void set.delete(listener);
}

/** Called by the stream reader with a frame's event name and its parsed data. */
export function emitStreamEvent(name: string, data: unknown): void {
  for (const listener of listeners.get(name) ?? []) listener(data);
}
