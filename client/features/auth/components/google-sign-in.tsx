import { useState } from "react";
import { AUTH_MESSAGES } from "../../../../worker/contracts/auth";
import { showToast } from "../../../lib/toast";
import { signInWithGoogle } from "../api/sign-in-with-google";
import { useGoogleButton } from "../hooks/use-google-button";

/** Google's button under the form; shown only when a Google client id is configured. */
export function GoogleSignIn({ clientId, next }: { clientId: string; next: string }) {
  const [pending, setPending] = useState(false);
  const fail = () => showToast("error", AUTH_MESSAGES.googleFailed);
  const ref = useGoogleButton(
    clientId,
    async (credential) => {
      setPending(true);
      try {
        await signInWithGoogle(credential);
        window.location.assign(next);
      } catch {
        setPending(false);
        fail();
      }
    },
    fail,
  );
  if (!clientId) return null;
  return (
    <div className="google-sign-in">
      <p className="auth-divider">
        <span>or</span>
      </p>
      <div ref={ref} className="google-sign-in__button" aria-busy={pending || undefined} />
    </div>
  );
}
