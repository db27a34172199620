import type { BlurVariant } from "../../../../worker/contracts/report";
import { Button } from "../../../components/ui/button";
import { LockIcon } from "../../../components/ui/icons";
import { LOCK_COPY } from "./lock-copy";

/** The line above a locked report's teaser, with the way back into its modal. */
export function LockBanner({ variant, onOpen }: { variant: BlurVariant; onOpen(): void }) {
  const copy = LOCK_COPY[variant];
  return (
    <div className="lock-banner no-print">
      <p className="lock-banner__text">
        <span className="lock-banner__icon">
          <LockIcon size={20} />
        </span>
        {copy.banner}
      </p>
      <Button onClick={onOpen} aria-haspopup="dialog">
        {copy.action}
      </Button>
    </div>
  );
}
