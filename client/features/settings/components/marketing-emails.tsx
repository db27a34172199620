import { useId, useState } from "react";
import { setMarketingEmails } from "../api/set-marketing-emails";
import { SettingsSection } from "./settings-section";

/** Saved as soon as it is flipped; a failure flips it back (the API client shows the error). */
export function MarketingEmails({ receive }: { receive: boolean }) {
  const [checked, setChecked] = useState(receive);
  const [saving, setSaving] = useState(false);
  const id = useId();

  const toggle = async (next: boolean) => {
    if (saving) return;
    setChecked(next);
    setSaving(true);
    try {
      await setMarketingEmails(next);
    } catch {
      setChecked(!next);
    } finally {
      setSaving(false);
    }
  };

  return (
    <SettingsSection title="Marketing emails">
      <div className="switch-row">
        <label htmlFor={id} className="switch-row__label">
          <span>Send me news, offers and tips</span>
          <span className="muted">Account emails, such as password resets, are always sent.</span>
        </label>
        <input
          id={id}
          className="switch"
          type="checkbox"
          role="switch"
          checked={checked}
          aria-checked={checked}
          // Not disabled while saving: that would drop a keyboard user's focus to the page.
          aria-disabled={saving || undefined}
          aria-busy={saving || undefined}
          onChange={(event) => toggle(event.target.checked)}
        />
      </div>
    </SettingsSection>
  );
}
