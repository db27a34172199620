import type { OfferAnswer } from "../../../../worker/contracts/billing";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { usd } from "../../../lib/format";
import { Countdown } from "./offer-banner";

/** The offer put in front of the user again after its payment was canceled (while the discount flag is good). */
export function OfferDialog({
  offer,
  seconds,
  buying,
  onBuy,
  onClose,
}: {
  offer: OfferAnswer;
  /** The time left, counted by the page (which hides the offer once it is up). */
  seconds: number;
  buying: boolean;
  onBuy: () => void;
  onClose: () => void;
}) {
  return (
    <Modal
      title="Your offer is still waiting"
      onClose={onClose}
      actions={
        <>
          <Button variant="ghost" onClick={onClose}>
            Not now
          </Button>
          <Button loading={buying} onClick={onBuy}>
            Buy now
          </Button>
        </>
      }
    >
      <p>
        The payment did not go through, but the first-week offer is still yours: up to {offer.reports} reports
        for <strong>{usd(offer.price)}</strong>.
      </p>
      <p className="offer-dialog__timer">
        Offer ends in <Countdown seconds={seconds} />
      </p>
    </Modal>
  );
}
