import { useId, useRef, useState } from "react";
import { OPT_OUT_FILE_TYPES, OPT_OUT_MAX_LINKS } from "../../../../worker/contracts/create";
import { Button } from "../../../components/ui/button";
import { FormError, TextField } from "../../../components/ui/text-field";
import { useForm } from "../../../hooks/use-form";
import { apiFormErrors, withoutError } from "../../../lib/form-errors";
import { submitOptOut } from "../api/submit-opt-out";
import { linkField, type OptOutField, toOptOutRequest } from "../utils/opt-out-request";

type LinkRow = { key: number; value: string };

/**
 * The opt-out request: who asks, the profile links to stop showing, an optional reason and an
 * optional supporting file. Each link is checked by the shared profile link parser.
 */
export function OptOutForm() {
  const id = useId();
  const form = useForm<"name" | "email" | "reason", OptOutField>({ name: "", email: "", reason: "" });
  const { errors, setErrors } = form;
  const nextKey = useRef(1);
  const [links, setLinks] = useState<LinkRow[]>([{ key: 0, value: "" }]);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  const setLink = (index: number, value: string) => {
    setLinks((rows) => rows.map((row, i) => (i === index ? { ...row, value } : row)));
    setErrors((current) => withoutError(current, linkField(index)));
  };

  const addLink = () => {
    setLinks((rows) => [...rows, { key: nextKey.current++, value: "" }]);
  };

  const removeLink = (index: number) => {
    setLinks((rows) => rows.filter((_, i) => i !== index));
    // Row errors are tied to positions, which just shifted.
    setErrors({});
  };

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const request = toOptOutRequest({ ...form.values, links: links.map((row) => row.value), file });
    if ("errors" in request) return setErrors(request.errors);
    setBusy(true);
    try {
      await submitOptOut(request.form);
      setSent(true);
    } catch (error) {
      setErrors(apiFormErrors(error, ["name", "email", "reason", "file"], { links: linkField(0) }));
    } finally {
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <div className="card opt-out__done" role="status">
        <h2>Request received</h2>
        <p>
          Thank you. The profiles you listed will no longer be searched or shown in new reports. We will email
          you if we need anything else.
        </p>
      </div>
    );
  }

  return (
    <form className="card opt-out__form" onSubmit={submit} noValidate aria-label="Opt-out request">
      <TextField label="Your full name" autoComplete="name" {...form.field("name")} />
      <TextField label="Email" type="email" autoComplete="email" {...form.field("email")} />
      <fieldset className="opt-out__links">
        <legend className="visually-hidden">Profile links</legend>
        {links.map((row, index) => (
          <div key={row.key} className="opt-out__link">
            <TextField
              label={`Profile link ${index + 1}`}
              placeholder="https://www.instagram.com/username/"
              autoComplete="off"
              value={row.value}
              error={errors[linkField(index)]}
              onChange={(event) => setLink(index, event.currentTarget.value)}
            />
            {links.length > 1 && (
              <Button
                variant="ghost"
                className="opt-out__remove"
                aria-label={`Remove profile link ${index + 1}`}
                onClick={() => removeLink(index)}
              >
                Remove
              </Button>
            )}
          </div>
        ))}
        {links.length < OPT_OUT_MAX_LINKS && (
          <Button variant="ghost" onClick={addLink}>
            Add another link
          </Button>
        )}
      </fieldset>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-reason`}>
          Reason <span className="field__optional">optional</span>
        </label>
        <textarea
          id={`${id}-reason`}
          className="field__input"
          rows={4}
          maxLength={2000}
          value={form.values.reason}
          onChange={form.field("reason").onChange}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-file`}>
          Supporting document <span className="field__optional">optional</span>
        </label>
        <input
          id={`${id}-file`}
          className="field__input"
          type="file"
          accept={OPT_OUT_FILE_TYPES.join(",")}
          aria-invalid={errors.file ? true : undefined}
          aria-describedby={errors.file ? `${id}-file-error` : `${id}-file-hint`}
          onChange={(event) => {
            setFile(event.currentTarget.files?.[0] ?? null);
            setErrors((current) => withoutError(current, "file"));
          }}
        />
        {errors.file ? (
          <p id={`${id}-file-error`} className="field__error">
            {errors.file}
          </p>
        ) : (
          <p id={`${id}-file-hint`} className="field__hint">
            An image or PDF up to 5 MB, for example proof that the profile is yours.
          </p>
        )}
      </div>
      <FormError message={errors.form} />
      <Button type="submit" className="button--large" loading={busy}>
        Send request
      </Button>
    </form>
  );
}
