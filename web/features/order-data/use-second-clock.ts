import { useEffect, useState } from 'react';

/** The time now, ticking each second while `running` (a countdown on screen). */
export function useSecondClock(running = true): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!running) return;
    const tick = () => setNow(new Date());
    // At once too: a countdown that starts later must not show the time it was mounted.
    const first = setTimeout(tick);
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [running]);
  return now;
}
