import { useEffect, useState } from "react";

/** Whole seconds counting down to 0, once a second; `restart` sets a new start. */
export function useCountdown(initialSeconds: number): [seconds: number, restart: (seconds: number) => void] {
  const [seconds, setSeconds] = useState(Math.max(0, Math.ceil(initialSeconds)));
  const running = seconds > 0;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setSeconds((s) => Math.max(0, s - 1)), 1000);
    return () => clearInterval(timer);
  }, [running]);

  return [seconds, (next) => setSeconds(Math.max(0, Math.ceil(next)))];
}
