import { CalendarClock } from 'lucide-react';
import { Button } from '../../ui/button';

/**
 * Issue 45: outside hours the closed banner offers the first slot instead of a dead end (the
 * server's `oferta`), and a button that opens the cart, whose checkout starts on that slot.
 * Loaded only while closed.
 */
export function FirstSlotOffer({ text, onSchedule }: { text: string; onSchedule(): void }) {
  return (
    <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2">
      <p className="flex flex-1 basis-64 items-start gap-2 text-sm font-medium">
        <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {text}
      </p>
      <Button size="small" onClick={onSchedule}>
        Programar mi pedido
      </Button>
    </div>
  );
}
