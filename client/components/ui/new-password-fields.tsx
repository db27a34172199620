import { PASSWORD_HINT } from "../../lib/password-hint";
import { TextField } from "./text-field";

type FieldProps = Omit<React.ComponentProps<typeof TextField>, "label" | "type" | "autoComplete" | "hint">;

/** A new password, with the password rule under it, and its confirmation: each takes `form.field(…)`. */
export function NewPasswordFields({
  password,
  confirm,
  confirmLabel = "Confirm password",
}: {
  password: FieldProps;
  confirm: FieldProps;
  confirmLabel?: string;
}) {
  return (
    <>
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        {...password}
      />
      <TextField label={confirmLabel} type="password" autoComplete="new-password" {...confirm} />
    </>
  );
}
