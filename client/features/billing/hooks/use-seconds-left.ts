import { useEffect, useState } from "react";
import { secondsUntil } from "../utils/offer-time";

/**
 * Whole seconds left until `expiresAt` (0 without one), read from the wall clock each second.
 * Unlike hooks/use-countdown.ts, which counts its own ticks down from a number of seconds, the
 * end here is a fixed time the server set: reading the clock keeps every view of it in step, and
 * a background tab's slowed timers do not make it drift. `live` turns on once the page has
 * hydrated: the server's clock and the browser's differ, so the first render's text may too (its
 * element suppresses the warning), and nothing should disappear before the browser has its say.
 */
export function useSecondsLeft(
  expiresAt: string | null,
  atMost?: number,
): { seconds: number; live: boolean } {
  const [now, setNow] = useState(() => Date.now());
  const [live, setLive] = useState(false);
  const ticking = expiresAt !== null;
  useEffect(() => {
    if (!ticking) return;
    setNow(Date.now());
    setLive(true);
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  return { seconds: expiresAt === null ? 0 : secondsUntil(expiresAt, now, atMost), live };
}
