import { type FormEvent, useState } from "react";
import { AUTH_MESSAGES } from "../../../../worker/contracts/auth";
import { Button } from "../../../components/ui/button";
import { FormError, TextField } from "../../../components/ui/text-field";
import { useForm } from "../../../hooks/use-form";
import { apiFormErrors, requiredErrors } from "../../../lib/form-errors";
import { changeEmail } from "../api/change-email";
import { SettingsSection } from "./settings-section";

/** A new address takes effect only when the link sent to it is opened. */
export function EmailForm({ email }: { email: string }) {
  const form = useForm({ email: "" });
  const [loading, setLoading] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = requiredErrors(form.values, ["email"]);
    if (missing) return form.setErrors(missing);
    if (form.values.email.trim().toLowerCase() === email)
      return form.setErrors({ email: AUTH_MESSAGES.sameEmail });
    setLoading(true);
    try {
      const answer = await changeEmail(form.values.email);
      setSentTo(answer.email);
      form.reset();
    } catch (error) {
      form.setErrors(apiFormErrors(error, ["email"]));
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
