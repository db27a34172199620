import { type FormEvent, useState } from "react";
import { AUTH_MESSAGES } from "../../../../worker/contracts/auth";
import { Button } from "../../../components/ui/button";
import { NewPasswordFields } from "../../../components/ui/new-password-fields";
import { FormError } from "../../../components/ui/text-field";
import { useForm } from "../../../hooks/use-form";
import { apiFormErrors, requiredErrors } from "../../../lib/form-errors";
import { resetPassword } from "../api/reset-password";

const FIELDS = ["password", "confirm"] as const;

/**
 * A new password through a recovery link: success signs in and goes to `next`. A link that stopped
 * working meanwhile is reported through `onInvalid`.
 */
export function ResetPasswordForm({
  hash,
  next,
  onInvalid,
}: {
  hash: string;
  next: string;
  onInvalid: () => void;
}) {
  const form = useForm({ password: "", confirm: "" });
  const [loading, setLoading] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = requiredErrors(form.values, FIELDS);
    if (missing) return form.setErrors(missing);
    if (form.values.password !== form.values.confirm)
      return form.setErrors({ confirm: AUTH_MESSAGES.passwordsDontMatch });
    setLoading(true);
    try {
      await resetPassword(hash, form.values.password);
      window.location.assign(next);
    } catch (error) {
      const errors = apiFormErrors(error, FIELDS);
      if (errors.form === AUTH_MESSAGES.invalidLink) onInvalid();
      else form.setErrors(errors);
      setLoading(false);
    }
  };

  return (
    <form className="form" onSubmit={submit} noValidate aria-label="New password">
      <FormError message={form.errors.form} />
      <NewPasswordFields password={form.field("password")} confirm={form.field("confirm")} />
      <Button type="submit" className="button--block" loading={loading}>
        Save password
      </Button>
    </form>
  );
}
