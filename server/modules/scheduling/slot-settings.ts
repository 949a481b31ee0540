import type { SlotSettings } from '../../../domain/scheduling/slots';
import type { SettingsStore } from '../settings/settings.store';

/** The slots' inputs as the ordering rule sees them: the hours in force and Ajustes' scheduling. */
export function slotSettingsOf(store: SettingsStore): SlotSettings {
  return { horario: store.serviceHours(), programacion: store.current().programacion };
}
