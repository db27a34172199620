import { type FormEvent, useState } from "react";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { FormError, TextField } from "../../../components/ui/text-field";
import { useForm } from "../../../hooks/use-form";
import { apiFormErrors, requiredErrors } from "../../../lib/form-errors";
import { deleteAccount } from "../api/delete-account";

/** Confirms the deletion, with the password when the account has one; then the landing page. */
export function DeleteAccountDialog({
  hasPassword,
  onClose,
  landingUrl,
}: {
  hasPassword: boolean;
  onClose: () => void;
  landingUrl: string;
}) {
  const form = useForm({ password: "" });
  const [loading, setLoading] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = hasPassword && requiredErrors(form.values, ["password"]);
    if (missing) return form.setErrors(missing);
    setLoading(true);
    try {
      await deleteAccount(hasPassword ? form.values.password : undefined);
      window.location.assign(landingUrl);
    } catch (error) {
      form.setErrors(apiFormErrors(error, ["password"]));
      setLoading(false);
    }
  };

  return (
    <Modal title="Delete your account?" onClose={onClose}>
      <form className="form" onSubmit={submit} noValidate aria-label="Delete account">
        <p>Your account, your reports and your subscription are deleted for good. This cannot be undone.</p>
        <FormError message={form.errors.form} />
        {hasPassword && (
          <TextField
            label="Your password"
            type="password"
            autoComplete="current-password"
            {...form.field("password")}
          />
        )}
        <div className="modal__actions">
          <Button variant="ghost" onClick={onClose} disabled={loading}>
            Cancel
          </Button>
          <Button type="submit" className="button--danger" loading={loading}>
            Delete account
          </Button>
        </div>
      </form>
    </Modal>
  );
}
