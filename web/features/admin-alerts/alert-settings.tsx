import { Bell, BellOff, Volume2, VolumeX } from 'lucide-react';
import { useState } from 'react';
import { PUSH_UI } from '../../../domain/push';
import { PushSwitch } from '../../app/push-switch';
import { Button } from '../../ui/button';
import { useAdminAlerts } from './admin-alerts';
import {
  notificationState,
  turnNotificationsOff,
  turnNotificationsOn,
  type NotificationState,
} from './notifications';

export const NOTIFICATIONS_BLOCKED =
  'Los avisos están bloqueados en este navegador. Para activarlos, toca el candado junto a la dirección, permite las notificaciones y recarga la página.';

/**
 * The sound switch and the system notifications' on/off state (issue 24), both remembered, and
 * Web Push for when the phone is locked or the app closed.
 */
export function AlertSettings() {
  const { sound, setSound } = useAdminAlerts();
  const [notifications, setNotifications] = useState<NotificationState>(notificationState);
  const SoundIcon = sound ? Volume2 : VolumeX;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Button variant="ghost" size="small" aria-pressed={sound} onClick={() => setSound(!sound)}>
          <SoundIcon aria-hidden="true" className="size-4" />
          {sound ? 'Sonido activado' : 'Sonido apagado'}
        </Button>
        {notifications === 'off' && (
          <Button
            variant="ghost"
            size="small"
            onClick={() => void turnNotificationsOn().then(setNotifications)}
          >
            <Bell aria-hidden="true" className="size-4" />
            Activar avisos
          </Button>
        )}
        {notifications === 'on' && (
          <span className="inline-flex items-center gap-1 text-gray-800 dark:text-gray-200">
            <Bell aria-hidden="true" className="size-4" />
            Avisos activados ·
            <Button
              variant="ghost"
              size="small"
              onClick={() => setNotifications(turnNotificationsOff())}
            >
              <BellOff aria-hidden="true" className="size-4" />
              Desactivar
            </Button>
          </span>
        )}
        {notifications === 'denied' && (
          <p className="text-gray-800 dark:text-gray-200">{NOTIFICATIONS_BLOCKED}</p>
        )}
      </div>
      <PushSwitch door="admin" label={PUSH_UI.adminLabel} help={PUSH_UI.adminHelp} />
    </div>
  );
}
