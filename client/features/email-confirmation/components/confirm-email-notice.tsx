import { useId, useState } from "react";
import { Button } from "../../../components/ui/button";
import { useCountdown } from "../../../hooks/use-countdown";
import { resendConfirmation } from "../../../lib/resend-confirmation";
import { showToast } from "../../../lib/toast";

/** For unconfirmed accounts: why to confirm, and a resend button held back by the server's delay. */
export function ConfirmEmailNotice({ email, remainingDelay }: { email: string; remainingDelay: number }) {
  const [seconds, restart] = useCountdown(remainingDelay);
  const [sending, setSending] = useState(false);
  const titleId = useId();

  const resend = async () => {
    setSending(true);
    try {
      const answer = await resendConfirmation();
      restart(answer.remainingDelay);
      if (answer.sent) showToast("success", "Email sent", `We sent a new confirmation link to ${email}.`);
    } catch {
      // The API client has already shown the error.
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="confirm-notice" aria-labelledby={titleId}>
      <div className="confirm-notice__text">
        <h2 id={titleId}>Confirm your email</h2>
        <p>
          We sent a confirmation link to <strong>{email}</strong>. Confirm your email to unlock your reports.
        </p>
      </div>
      <Button variant="ghost" onClick={resend} loading={sending} disabled={seconds > 0}>
        {seconds > 0 ? `Resend email in ${seconds}s` : "Resend email"}
      </Button>
    </section>
  );
}
