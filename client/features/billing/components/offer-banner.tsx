import { useId } from "react";
import type { OfferAnswer } from "../../../../worker/contracts/billing";
import { Button } from "../../../components/ui/button";
import { usd } from "../../../lib/format";
import { describeCountdown, formatCountdown } from "../utils/offer-time";

type OfferProps = {
  offer: OfferAnswer;
  /** The time left, counted by the page (which hides the offer once it is up). */
  seconds: number;
  buying: boolean;
  onBuy: () => void;
};

/** The offer's price, reports and the time left, and its Buy button. */
export function OfferBanner({ offer, seconds, buying, onBuy }: OfferProps) {
  const titleId = useId();
  return (
    <section className="offer-banner" aria-labelledby={titleId}>
      <div className="offer-banner__text">
        <p className="offer-banner__eyebrow">Special first-week offer</p>
        <h2 id={titleId} className="offer-banner__title">
          <span className="offer-banner__price">{usd(offer.price)}</span> for up to {offer.reports} reports
        </h2>
        <p className="offer-banner__timer">
          Offer ends in <Countdown seconds={seconds} />
        </p>
      </div>
      <Button className="button--large offer-banner__buy" loading={buying} onClick={onBuy}>
        Buy now
      </Button>
    </section>
  );
}

/** The time left as a clock; screen readers get it in words, not announced every second. */
export function Countdown({ seconds }: { seconds: number }) {
  return (
    <span className="countdown" role="timer" aria-label={describeCountdown(seconds)} suppressHydrationWarning>
      {formatCountdown(seconds)}
    </span>
  );
}
