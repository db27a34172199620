import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { FormError } from "../../../components/ui/text-field";
import { errorMessage } from "../../../lib/api-client";
import { showToast } from "../../../lib/toast";
import { unlinkGoogle } from "../api/unlink-google";
import { SettingsSection } from "./settings-section";

/** Shown while Google is linked; the API refuses to unlink the only way to sign in, and says so. */
export function GoogleLink() {
  const [linked, setLinked] = useState(true);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string>();

  const unlink = async () => {
    setLoading(true);
    setError(undefined);
    try {
      await unlinkGoogle();
      setLinked(false);
      showToast("success", "Google unlinked", "Sign in with your email and password from now on.");
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setLoading(false);
    }
  };

  if (!linked) return null;
  return (
    <SettingsSection
      title="Google sign-in"
      description="Your Google account is linked: you can sign in with Google."
    >
      <FormError message={error} />
      <Button variant="ghost" onClick={unlink} loading={loading}>
        Unlink Google
      </Button>
    </SettingsSection>
  );
}
