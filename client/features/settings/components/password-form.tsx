import { type FormEvent, useState } from "react";
import { useRevalidator } from "react-router";
import { AUTH_MESSAGES } from "../../../../worker/contracts/auth";
import { Button } from "../../../components/ui/button";
import { NewPasswordFields } from "../../../components/ui/new-password-fields";
import { FormError, TextField } from "../../../components/ui/text-field";
import { useForm } from "../../../hooks/use-form";
import { apiFormErrors, requiredErrors } from "../../../lib/form-errors";
import { showToast } from "../../../lib/toast";
import { changePassword } from "../api/change-password";
import { SettingsSection } from "./settings-section";

const FIELDS = ["current", "password", "confirm"] as const;

/** Change the password, proving the current one; a Google-only account sets its first. */
export function PasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const form = useForm({ current: "", password: "", confirm: "" });
  const [loading, setLoading] = useState(false);
  // A first password changes what the other settings forms ask for: the page reloads its account.
  const revalidator = useRevalidator();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = requiredErrors(form.values, hasPassword ? FIELDS : FIELDS.slice(1));
    if (missing) return form.setErrors(missing);
    if (form.values.password !== form.values.confirm)
      return form.setErrors({ confirm: AUTH_MESSAGES.passwordsDontMatch });
    setLoading(true);
    try {
      await changePassword({
        password: form.values.password,
        current: hasPassword ? form.values.current : undefined,
      });
      form.reset();
      if (!hasPassword) await revalidator.revalidate();
      showToast("success", "Password changed", "Your other devices have been signed out.");
    } catch (error) {
      form.setErrors(apiFormErrors(error, FIELDS));
    } finally {
      setLoading(false);
    }
  };

  return (
    <SettingsSection
      title={hasPassword ? "Password" : "Set a password"}
      description={
        hasPassword ? undefined : "You sign in with Google. A password lets you sign in with email too."
      }
    >
      <form className="form" onSubmit={submit} noValidate aria-label="Change password">
        <FormError message={form.errors.form} />
        {hasPassword && (
          <TextField
            label="Current password"
            type="password"
            autoComplete="current-password"
            {...form.field("current")}
          />
        )}
        <div className="form__row">
          <NewPasswordFields
            password={form.field("password")}
            confirm={form.field("confirm")}
            confirmLabel="Confirm new password"
          />
        </div>
        <div>
          <Button type="submit" loading={loading}>
            {hasPassword ? "Change password" : "Set password"}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
