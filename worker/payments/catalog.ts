import { DEFAULT_OFFER, type OfferAnswer } from "../contracts/billing";
import type { Db } from "../db/client";
import { findActiveOffer, listActivePlans } from "../db/plans";
import { findSubscriptionState, startOfferWindow } from "../db/subscriptions";
import { offerFor, offerRunning, parseFirstSeen } from "../domain/offer";
import { withSavings } from "../domain/plans";

/**
 * What is on sale: the listed plans, and the offer as each viewer sees it. The one home of the
 * offer's rules: whose window runs from when, while it runs, and who may buy it
 * (`startSubscription` applies `mayBuyOffer` too).
 */

/** Who looks at an offer: an account, or a visitor with the `offer_start` cookie's time (or none). */
type OfferViewer = { userId: string | null; firstSeen: number | null };

/**
 * The offer with this viewer's countdown. `remember`: a visitor's first sight of an offer, for the
 * caller to keep in the `offer_start` cookie (null: nothing new to keep).
 */
type ShownOffer = { offer: OfferAnswer; remember: number | null };

type OfferRequest = OfferViewer & { code: string; now?: number };

/** The first-week offer is for accounts that never had a subscription (a visitor may see it). */
export async function mayBuyOffer(db: Db, userId: string | null): Promise<boolean> {
  return userId === null || (await findSubscriptionState(db, userId)) === null;
}

/**
 * When the offer's window began for this viewer. An account's starts on the server the first time
 * an offer is shown to it, once (`users.offer_shown_at`): clearing cookies cannot restart it. A
 * visitor's is the cookie's time, or now: a countdown to look at, since buying needs an account.
 */
async function offerWindowStart(db: Db, viewer: OfferViewer, now: number): Promise<number> {
  if (viewer.userId === null) return viewer.firstSeen ?? now;
  return (await startOfferWindow(db, viewer.userId, new Date(now)))?.getTime() ?? now;
}

type OfferRow = NonNullable<Awaited<ReturnType<typeof findActiveOffer>>>;

/** The offer of `row` as `viewer` sees it from `start` on. */
function shown(row: OfferRow, viewer: OfferViewer, start: number): ShownOffer {
  const remember = viewer.userId === null && viewer.firstSeen === null ? start : null;
  return { offer: offerFor(row, start), remember };
}

/** `GET /offer`: the offer of `code` with this viewer's countdown, whoever they are; null: no such offer. */
export async function offerCountdown(db: Db, request: OfferRequest): Promise<ShownOffer | null> {
  const row = await findActiveOffer(db, request.code);
  if (!row) return null;
  return shown(row, request, await offerWindowStart(db, request, request.now ?? Date.now()));
}

/**
 * /plans: the offer of `code` as this viewer may buy it now, or null: an unknown or inactive offer,
 * a viewer who has had a subscription, or one whose window is over (showing it starts an account's).
 */
export async function offerForViewer(db: Db, request: OfferRequest): Promise<ShownOffer | null> {
  const now = request.now ?? Date.now();
  const row = await findActiveOffer(db, request.code);
  if (!row || !(await mayBuyOffer(db, request.userId))) return null;
  const start = await offerWindowStart(db, request, now);
  return offerRunning(row.durationHours, start, now) ? shown(row, request, start) : null;
}

/** A viewer as a request shows them: an account, or the `offer_start` cookie as the browser sent it. */
function viewerRequest(code: string, userId: string | null, offerStart: string | undefined): OfferRequest {
  const now = Date.now();
  return { code, userId, firstSeen: parseFirstSeen(offerStart, now), now };
}

/** The per-request catalog (services.ts). */
export function catalogService(db: Db) {
  return {
    /** `GET /plans`, the /plans page: the listed plans, with what each saves per report. */
    plans: async () => withSavings(await listActivePlans(db)),
    /** The home page's line: the first-week offer while it is on sale, to anyone (no window starts). */
    advertisedOffer: async () => (await findActiveOffer(db, DEFAULT_OFFER)) ?? null,
    offerCountdown: (code: string, userId: string | null, offerStart: string | undefined) =>
      offerCountdown(db, viewerRequest(code, userId, offerStart)),
    offerForViewer: (code: string, userId: string | null, offerStart: string | undefined) =>
      offerForViewer(db, viewerRequest(code, userId, offerStart)),
  };
}
