import { useState } from "react";
import { pagePath } from "../../../../worker/domain/page-path";
import { Button } from "../../../components/ui/button";
import { usePageUrl } from "../../../lib/site";
import { saveConsent } from "../api/save-consent";

/** Shown to signed-out desktop visitors until they choose; the choice lives in a 1-year cookie. */
export function CookieBanner() {
  const url = usePageUrl();
  const [open, setOpen] = useState(true);
  const [saving, setSaving] = useState<"accept" | "essentials" | null>(null);
  if (!open) return null;

  const choose = async (accepted: boolean) => {
    setSaving(accepted ? "accept" : "essentials");
    try {
      await saveConsent(accepted);
      setOpen(false);
      // The focused button goes with the banner: the page's content takes focus, not the document.
      document.getElementById("main")?.focus();
    } finally {
      setSaving(null);
    }
  };

  return (
    <section className="cookie-banner" aria-label="Cookie consent">
      <p>
        We use cookies to keep you signed in, remember your choices and understand how Lookwise is used. Read
        more in our <a href={url(pagePath("/info/privacy-policy"))}>Privacy Policy</a>.
      </p>
      <div className="cookie-banner__actions">
        <Button variant="ghost" loading={saving === "essentials"} onClick={() => choose(false)}>
          Essentials only
        </Button>
        <Button loading={saving === "accept"} onClick={() => choose(true)}>
          Accept all
        </Button>
      </div>
    </section>
  );
}
