import { useEffect, useState } from "react";
import type { OfferAnswer } from "../../../../worker/contracts/billing";
import { ApiRequestError } from "../../../lib/api-client";
import { getOffer } from "../api/get-offer";
import { secondsUntil } from "../utils/offer-time";

/**
 * The offer shown on the page: the loader's, then the API's (which starts this browser's
 * countdown, the `offer_start` cookie, when it had none). `enabled` is off when the loader found
 * no offer for this viewer; an offer the API does not know (a wrong link code) disappears.
 */
export function useOffer(initial: OfferAnswer | null, code: string | null, enabled: boolean) {
  const [offer, setOffer] = useState(initial);
  useEffect(() => {
    if (!enabled) {
      setOffer(null);
      return;
    }
    let active = true;
    getOffer(code).then(
      (answer) => {
        if (active) setOffer(answer);
      },
      (error: unknown) => {
        if (active && error instanceof ApiRequestError && error.status === 404) setOffer(null);
      },
    );
    return () => {
      active = false;
    };
  }, [code, enabled]);
  return enabled ? offer : null;
}

/**
 * Whole seconds left until `expiresAt`, read from the clock each second (a background tab's slowed
 * timers do not make it drift). `live` turns on once the page has hydrated: the server's clock and
 * the browser's differ, so the first render's text may too (its element suppresses the warning),
 * and nothing should disappear before the browser has its own say.
 */
export function useSecondsLeft(expiresAt: string, atMost?: number): { seconds: number; live: boolean } {
  const [now, setNow] = useState(() => Date.now());
  const [live, setLive] = useState(false);
  useEffect(() => {
    setNow(Date.now());
    setLive(true);
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return { seconds: secondsUntil(expiresAt, now, atMost), live };
}
