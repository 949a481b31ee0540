import { BellRing, BellOff } from 'lucide-react';
import { PUSH_UI } from '../../domain/push';
import { Button } from '../ui/button';
import { usePushNotices, type PushDoor } from './web-push';

/**
 * The on/off of Web Push in this browser (issue 24): its state in words, the one button that
 * changes it, and why it cannot be switched on when the browser blocks or lacks it.
 */
export function PushSwitch({ door, label, help }: { door: PushDoor; label: string; help: string }) {
  const { state, busy, error, turnOn, turnOff } = usePushNotices(door);
  const on = state === 'on';
  const Icon = on ? BellRing : BellOff;
  return (
    <div className="space-y-2 text-sm" data-testid={`avisos-push-${door}`}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <p className="flex min-w-0 items-center gap-2 font-semibold break-words">
          <Icon aria-hidden="true" className="size-4 shrink-0" />
          <span>
            {label}: <span className="font-normal">{on ? PUSH_UI.on : PUSH_UI.off}</span>
          </span>
        </p>
        {(state === 'on' || state === 'off') && (
          <Button
            variant={on ? 'ghost' : 'secondary'}
            size="small"
            disabled={busy}
            aria-pressed={on}
            onClick={() => void (on ? turnOff() : turnOn())}
          >
            {busy ? PUSH_UI.working : on ? PUSH_UI.turnOff : PUSH_UI.turnOn}
          </Button>
        )}
      </div>
      <p className="text-gray-800 dark:text-gray-200">{help}</p>
      {state === 'unsupported' && !error && (
        <p role="status" className="text-gray-800 dark:text-gray-200">
          {PUSH_UI.unsupported}
        </p>
      )}
      {state === 'denied' && !error && (
        <p role="status" className="text-gray-800 dark:text-gray-200">
          {PUSH_UI.denied}
        </p>
      )}
      {error && (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
