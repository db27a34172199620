import { type FormEvent, useState } from "react";
import { Button } from "../../../components/ui/button";
import { FormError, TextField } from "../../../components/ui/text-field";
import { useForm } from "../../../hooks/use-form";
import { apiFormErrors, requiredErrors } from "../../../lib/form-errors";
import { requestRecovery } from "../api/request-recovery";

/** The same answer whether or not an account exists, so the form cannot tell who has one. */
export const RECOVERY_SENT = "If an account exists for that email, we sent a link to reset the password.";

export function RecoveryRequestForm() {
  const form = useForm({ email: "" });
  const [loading, setLoading] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = requiredErrors(form.values, ["email"]);
    if (missing) return form.setErrors(missing);
    setLoading(true);
    try {
      await requestRecovery(form.values.email);
      setSentTo(form.values.email.trim());
    } catch (error) {
      form.setErrors(apiFormErrors(error, ["email"]));
    } finally {
      setLoading(false);
    }
  };

  if (sentTo) {
    return (
      <div className="form-done" role="status">
        <p>{RECOVERY_SENT}</p>
        <p className="muted">
          Sent to <strong>{sentTo}</strong>. The link works for one hour.
        </p>
      </div>
    );
  }

  return (
    <form className="form" onSubmit={submit} noValidate aria-label="Password recovery">
      <FormError message={form.errors.form} />
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...form.field("email")} />
      <Button type="submit" className="button--block" loading={loading}>
        Send reset link
      </Button>
    </form>
  );
}
