import { useCallback, useState } from 'react';
import { getPackingTicks, setPackingTicks } from '../../app/storage';

/** The ticked items of one order's packing list, kept in this browser so a reload keeps them. */
export function usePackingTicks(orderId: number): {
  ticked: ReadonlySet<string>;
  toggle(key: string, on: boolean): void;
} {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(
    () => new Set(getPackingTicks(orderId)),
  );
  const toggle = useCallback(
    (key: string, on: boolean) => {
      setTicked((previous) => {
        const next = new Set(previous);
        if (on) next.add(key);
        else next.delete(key);
        setPackingTicks(orderId, [...next]);
        return next;
      });
    },
    [orderId],
  );
  return { ticked, toggle };
}
