import { randomUUID } from 'node:crypto';
import type { ServiceHours } from '../../../domain/service-hours';
import type { ShopSettings } from '../../../domain/settings';
import { uniformWindow } from '../../../domain/weekly-hours';
import type { Database } from '../../db/client';
import { readSettings, SETTINGS_CHANNEL, writeSettings, type StoredSettings } from './settings.service';

/**
 * The settings every rule reads, held in memory per instance (issue 26, decision 0014): loaded
 * once before the app listens, replaced by this instance's own saves at once and by the other
 * instances' saves when their NOTIFY `ajustes` arrives (within a round trip of their COMMIT).
 * Reads are synchronous and cost a property access, so the hot paths never query for them.
 */
export interface SettingsStore {
  current(): ShopSettings;
  version(): number;
  updatedAt(): Date | null;
  /** The window the ordering rule enforces: SERVICE_HOURS when set (tests), else the settings' week. */
  serviceHours(): ServiceHours;
  /** True while SERVICE_HOURS overrides the settings' hours. */
  hoursOverridden(): boolean;
  load(): Promise<void>;
  /** Saves validated settings with their audit, in one transaction; this instance sees them at once. */
  save(settings: ShopSettings, adminId: number | null, now: Date): Promise<StoredSettings>;
  /** Saves inside a caller's transaction (the first start); call `adopt` after it commits. */
  saveIn: (tx: Parameters<typeof writeSettings>[0], settings: ShopSettings, adminId: number | null, now: Date) => Promise<StoredSettings>;
  adopt(stored: StoredSettings): void;
  listen(): Promise<() => Promise<void>>;
  /**
   * Calls `listener` each time this instance holds a newer copy (its own save or another's,
   * after the reload): the live streams tell open screens then, so they read what this serves.
   */
  onChange(listener: (stored: StoredSettings) => void): () => void;
}

export function createSettingsStore(
  database: Database,
  options: { override?: ServiceHours | undefined; onReloadError?: (error: unknown) => void } = {},
): SettingsStore {
  const instance = randomUUID();
  let state: StoredSettings | null = null;
  let hours: ServiceHours | null = null;
  const listeners = new Set<(stored: StoredSettings) => void>();
  // A reload that started before a newer copy arrived must not put the older one back.
  const adopt = (next: StoredSettings) => {
    if (state && next.version < state.version) return;
    const changed = state !== null && next.version !== state.version;
    state = next;
    hours = null;
    if (changed) for (const listener of listeners) listener(next);
  };
  const loaded = (): StoredSettings => {
    if (!state) throw new Error('settings read before load()');
    return state;
  };
  const reload = async () => adopt(await readSettings(database.db));
  return {
    current: () => loaded().settings,
    version: () => loaded().version,
    updatedAt: () => loaded().updatedAt,
    serviceHours() {
      if (options.override) return options.override;
      hours ??= uniformWindow(loaded().settings.horario) ?? loaded().settings.horario;
      return hours;
    },
    hoursOverridden: () => options.override !== undefined,
    load: reload,
    async save(settings, adminId, now) {
      const saved = await database.db.transaction((tx) =>
        writeSettings(tx, { settings, adminId, now, publisher: instance }),
      );
      adopt(saved);
      return saved;
    },
    saveIn: (tx, settings, adminId, now) => writeSettings(tx, { settings, adminId, now, publisher: instance }),
    adopt,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    listen: () =>
      database.listen(SETTINGS_CHANNEL, (payload) => {
        if (payload === instance) return;
        reload().catch((error: unknown) => options.onReloadError?.(error));
      }),
  };
}
