import { type FormEvent, useState } from "react";
import { AUTH_MESSAGES, type UserInfo } from "../../../../worker/contracts/auth";
import { Button } from "../../../components/ui/button";
import { FormError, TextField } from "../../../components/ui/text-field";
import { useForm } from "../../../hooks/use-form";
import { apiFormErrors, requiredErrors } from "../../../lib/form-errors";
import { PASSWORD_HINT } from "../../../lib/password-hint";
import { signIn } from "../api/sign-in";
import { signUp } from "../api/sign-up";

export type LoginMode = "signUp" | "logIn";

const FIELDS = {
  logIn: ["email", "password"],
  signUp: ["email", "password", "confirm"],
} as const;

/**
 * Sign-up or log-in by email; on success the whole page moves to `next` (it may be another host).
 * Embedded in a page that stays (the locked report's modal), `onSuccess` replaces the navigation.
 */
export function LoginForm({
  mode,
  next,
  recoveryUrl,
  onSuccess,
  submitLabel,
}: {
  mode: LoginMode;
  next: string;
  recoveryUrl: string;
  onSuccess?: (user: UserInfo) => void | Promise<void>;
  submitLabel?: string;
}) {
  const form = useForm({ email: "", password: "", confirm: "" });
  const [loading, setLoading] = useState(false);
  const signingUp = mode === "signUp";

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = FIELDS[mode];
    const missing = requiredErrors(form.values, fields);
    if (missing) return form.setErrors(missing);
    if (signingUp && form.values.password !== form.values.confirm)
      return form.setErrors({ confirm: AUTH_MESSAGES.passwordsDontMatch });
    setLoading(true);
    let user: UserInfo;
    try {
      const body = { email: form.values.email, password: form.values.password };
      user = await (signingUp ? signUp(body) : signIn(body));
    } catch (error) {
      form.setErrors(apiFormErrors(error, fields));
      setLoading(false);
      return;
    }
    if (onSuccess) {
      // Signed in already: whatever the embedding page does next is not this form's error.
      await Promise.resolve(onSuccess(user)).catch(() => undefined);
      setLoading(false);
      return;
    }
    // The button keeps spinning until the next page replaces this one.
    window.location.assign(next);
  };

  return (
    <form className="form" onSubmit={submit} noValidate aria-label={signingUp ? "Sign up" : "Log in"}>
      <FormError message={form.errors.form} />
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...form.field("email")} />
      <TextField
        label="Password"
        type="password"
        autoComplete={signingUp ? "new-password" : "current-password"}
        hint={signingUp ? PASSWORD_HINT : undefined}
        {...form.field("password")}
      />
      {signingUp && (
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          {...form.field("confirm")}
        />
      )}
      {!signingUp && (
        <a className="form__aside" href={recoveryUrl}>
          Forgot password?
        </a>
      )}
      <Button type="submit" className="button--block" loading={loading}>
        {submitLabel ?? (signingUp ? "Sign Up" : "Log in")}
      </Button>
    </form>
  );
}
