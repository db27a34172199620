import { type FormEvent, useState } from "react";
import { AUTH_MESSAGES } from "../../../../worker/contracts/auth";
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

/** Sign-up or log-in by email; on success the whole page moves to `next` (it may be another host). */
export function LoginForm({
  mode,
  next,
  recoveryUrl,
}: {
  mode: LoginMode;
  next: string;
  recoveryUrl: string;
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
    try {
      const body = { email: form.values.email, password: form.values.password };
      await (signingUp ? signUp(body) : signIn(body));
      // The button keeps spinning until the next page replaces this one.
      window.location.assign(next);
    } catch (error) {
      form.setErrors(apiFormErrors(error, fields));
      setLoading(false);
    }
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
        {signingUp ? "Create account" : "Log in"}
      </Button>
    </form>
  );
}
