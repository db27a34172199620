import { type ReactNode, useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import type { UserInfo } from "../../../../worker/contracts/auth";
import type { BlurVariant } from "../../../../worker/contracts/report";
import { pagePath, withQuery } from "../../../../worker/domain/page-path";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { useCountdown } from "../../../hooks/use-countdown";
import { ApiRequestError } from "../../../lib/api-client";
import { saveFriendSearch } from "../../../lib/friend-search";
import { resendConfirmation } from "../../../lib/resend-confirmation";
import { usePageUrl } from "../../../lib/site";
import { showToast } from "../../../lib/toast";
import { LOCK_COPY } from "./lock-copy";

/**
 * The sign-up form, from the auth feature: the route composes the two (features do not import
 * each other). `onSignedUp` runs with the new account; `next` is where a full page sign-up lands.
 */
export type RenderSignUp = (props: {
  onSignedUp: (user: UserInfo) => Promise<void>;
  next: string;
}) => ReactNode;

type LockModalProps = {
  variant: BlurVariant;
  renderSignUp: RenderSignUp;
  reportId: string;
  /** The signed-in owner's address, for the confirm-email text. */
  email?: string;
  onClose(): void;
  /** Reloads the report: the page shows the next lock (or the full report) afterwards. */
  onUnlocked?(): void | Promise<void>;
};

/**
 * The modal of a locked report: one step towards unlocking it for each blur variant (API.md
 * "Blur variants and quota"): sign up, confirm the email, subscribe, or upgrade. The dialog stays
 * open from one step to the next, so signing up leads straight on to confirming.
 */
export function LockModal({ variant, reportId, email, onClose, onUnlocked, renderSignUp }: LockModalProps) {
  const bodyRef = useRef<HTMLDivElement>(null);
  // Known right after signing up, before the page's own data says who is signed in.
  const [account, setAccount] = useState<UserInfo | null>(null);
  const revalidator = useRevalidator();
  const unlock = async () => {
    await onUnlocked?.();
  };

  // The step's content is replaced under the user's focus: move it to the new step's first control.
  const shown = useRef(variant);
  useEffect(() => {
    if (shown.current === variant) return;
    shown.current = variant;
    bodyRef.current?.querySelector<HTMLElement>("a[href], button:not(:disabled), input")?.focus();
  }, [variant]);

  const copy = LOCK_COPY[variant];
  return (
    <Modal title={copy.title} onClose={onClose}>
      <div ref={bodyRef} className="lock-modal">
        {variant === "unregistered" && (
          <SignUpStep
            reportId={reportId}
            renderSignUp={renderSignUp}
            onSignedUp={async (user) => {
              setAccount(user);
              // The header and every page's viewer come from the root loader: refresh it too.
              revalidator.revalidate().catch(() => undefined);
              await unlock();
            }}
          />
        )}
        {variant === "unconfirmed" && (
          <ConfirmStep
            email={email ?? account?.email}
            remainingDelay={account?.remainingDelay ?? 0}
            onConfirmed={unlock}
          />
        )}
        {(variant === "unsubscribed" || variant === "needupgrade") && (
          <PlansStep variant={variant} reportId={reportId} onClose={onClose} />
        )}
      </div>
    </Modal>
  );
}

function SignUpStep({
  reportId,
  onSignedUp,
  renderSignUp,
}: {
  reportId: string;
  onSignedUp: (user: UserInfo) => Promise<void>;
  renderSignUp: RenderSignUp;
}) {
  const url = usePageUrl();
  const reportPath = pagePath("/report/:id", { id: reportId });
  const loginUrl = url(withQuery(pagePath("/login"), { state: "logIn", redirectTo: reportPath }));
  return (
    <>
      <p>{LOCK_COPY.unregistered.text}</p>
      {renderSignUp({ onSignedUp, next: url(reportPath) })}
      <p className="lock-modal__aside">
        Already have an account? <a href={loginUrl}>Log in</a>
      </p>
    </>
  );
}

function ConfirmStep({
  email,
  remainingDelay,
  onConfirmed,
}: {
  email: string | undefined;
  remainingDelay: number;
  onConfirmed: () => Promise<void>;
}) {
  const [seconds, restart] = useCountdown(remainingDelay);
  const [sending, setSending] = useState(false);
  const [checking, setChecking] = useState(false);
  // Shown when "I've confirmed" found the email still unconfirmed (this step is still here).
  const [notYet, setNotYet] = useState(false);

  const resend = async () => {
    setSending(true);
    try {
      const answer = await resendConfirmation();
      restart(answer.remainingDelay);
      if (answer.sent)
        showToast(
          "success",
          "Email sent",
          email ? `We sent a new confirmation link to ${email}.` : undefined,
        );
    } catch (error) {
      // Confirmed meanwhile (in another tab, from the email): the report can open now.
      if (error instanceof ApiRequestError && error.code === "conflict") await onConfirmed();
    } finally {
      setSending(false);
    }
  };

  const check = async () => {
    setChecking(true);
    setNotYet(false);
    try {
      await onConfirmed();
      setNotYet(true);
    } catch {
      // The API client has already shown the error.
    } finally {
      setChecking(false);
    }
  };

  return (
    <>
      <p>
        We sent a confirmation link to {email ? <strong>{email}</strong> : "your email address"}. Open it to
        unlock this report.
      </p>
      <p className="muted">Can't find it? Check your spam folder, or send a new link.</p>
      {notYet && (
        <p className="lock-modal__note" role="status">
          Your email isn't confirmed yet. Open the link in the email we sent, then try again.
        </p>
      )}
      <div className="modal__actions">
        <Button variant="ghost" onClick={resend} loading={sending} disabled={seconds > 0}>
          {seconds > 0 ? `Resend email in ${seconds}s` : "Resend email"}
        </Button>
        <Button onClick={check} loading={checking}>
          I've confirmed my email
        </Button>
      </div>
    </>
  );
}

/**
 * Subscribe or upgrade: the plans page. The report is remembered (the spec's friend-search
 * cookie) so that a successful payment brings the user straight back to it.
 */
function PlansStep({
  variant,
  reportId,
  onClose,
}: {
  variant: "unsubscribed" | "needupgrade";
  reportId: string;
  onClose(): void;
}) {
  const url = usePageUrl();
  const copy = LOCK_COPY[variant];
  return (
    <>
      <p>{copy.text}</p>
      <div className="modal__actions">
        <Button variant="ghost" onClick={onClose}>
          Not now
        </Button>
        <a className="button" href={url(pagePath("/plans"))} onClick={() => saveFriendSearch(reportId)}>
          {copy.action}
        </a>
      </div>
    </>
  );
}
