import { type FormEvent, useState } from "react";
import { AUTH_MESSAGES } from "../../../../worker/contracts/auth";
import { Button } from "../../../components/ui/button";
import { FormError, TextField } from "../../../components/ui/text-field";
import { useForm } from "../../../hooks/use-form";
import { apiFormErrors, requiredErrors } from "../../../lib/form-errors";
import { changeEmail } from "../api/change-email";
import { SettingsSection } from "./settings-section";

const FIELDS = ["email", "password"] as const;

/**
 * A new address takes effect only when the link sent to it is opened. Asking for it takes the
 * current password (a Google-only account has none: a recent sign-in stands in for it).
 */
export function EmailForm({ email, hasPassword }: { email: string; hasPassword: boolean }) {
  const form = useForm({ email: "", password: "" });
  const [loading, setLoading] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = requiredErrors(form.values, hasPassword ? FIELDS : FIELDS.slice(0, 1));
    if (missing) return form.setErrors(missing);
    if (form.values.email.trim().toLowerCase() === email)
      return form.setErrors({ email: AUTH_MESSAGES.sameEmail });
    setLoading(true);
    try {
      const answer = await changeEmail({
        email: form.values.email,
        password: hasPassword ? form.values.password : undefined,
      });
      setSentTo(answer.email);
      form.reset();
    } catch (error) {
      form.setErrors(apiFormErrors(error, FIELDS));
    } finally {
      setLoading(false);
    }
  };

  return (
    <SettingsSection
      title="Email"
      description={
        <>
          You sign in with <strong>{email}</strong>.
        </>
      }
    >
      <form className="form form--inline" onSubmit={submit} noValidate aria-label="Change email">
        <FormError message={form.errors.form} />
        <TextField
          label="New email"
          type="email"
          autoComplete="email"
          inputMode="email"
          {...form.field("email")}
        />
        {hasPassword && (
          <TextField
            label="Current password"
            type="password"
            autoComplete="current-password"
            {...form.field("password")}
          />
        )}
        <Button type="submit" loading={loading}>
          Change email
        </Button>
      </form>
      {sentTo && (
        <p className="form-success" role="status">
          We sent a confirmation link to <strong>{sentTo}</strong>. Your email changes when you open it.
        </p>
      )}
    </SettingsSection>
  );
}
