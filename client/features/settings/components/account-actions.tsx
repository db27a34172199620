import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { signOut } from "../api/sign-out";
import { DeleteAccountDialog } from "./delete-account-dialog";
import { SettingsSection } from "./settings-section";

/** Sign out (the spec: clears the session and goes to /login) and delete the account. */
export function AccountActions({
  hasPassword,
  loginUrl,
  landingUrl,
}: {
  hasPassword: boolean;
  loginUrl: string;
  landingUrl: string;
}) {
  const [signingOut, setSigningOut] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const leave = async () => {
    setSigningOut(true);
    try {
      await signOut();
      window.location.assign(loginUrl);
    } catch {
      setSigningOut(false);
    }
  };

  return (
    <SettingsSection title="Account" tone="danger">
      <div className="settings-section__actions">
        <Button variant="ghost" onClick={leave} loading={signingOut}>
          Sign out
        </Button>
        <Button className="button--danger" onClick={() => setDeleting(true)}>
          Delete account
        </Button>
      </div>
      {deleting && (
        <DeleteAccountDialog
          hasPassword={hasPassword}
          landingUrl={landingUrl}
          onClose={() => setDeleting(false)}
        />
      )}
    </SettingsSection>
  );
}
