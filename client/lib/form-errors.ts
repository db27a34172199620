import { AUTH_MESSAGES } from "../../worker/contracts/auth";
import { ApiRequestError } from "./api-client";

/** Errors of a form: one per field, beside its input, and `form` for what belongs to no field. */
export type FormErrors<Field extends string> = Partial<Record<Field | "form", string>>;

/** The spec's 'Please fill out the form' on every empty field, or null when all are filled. */
export function requiredErrors<Field extends string>(
  values: Record<Field, string>,
  fields: readonly Field[],
): FormErrors<Field> | null {
  const errors: FormErrors<Field> = {};
  for (const field of fields) if (!values[field].trim()) errors[field] = AUTH_MESSAGES.fillForm;
  return Object.keys(errors).length ? errors : null;
}

/**
 * An API failure spread over the form: messages for the form's fields go beside them (`aliases`
 * renames the API's field names), anything else is shown once above the form.
 */
export function apiFormErrors<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  aliases: Partial<Record<string, Field>> = {},
): FormErrors<Field> {
  const errors: FormErrors<Field> = {};
  if (!(error instanceof ApiRequestError)) {
    errors.form = AUTH_MESSAGES.unexpected;
    return errors;
  }
  for (const [name, message] of Object.entries(error.fields ?? {})) {
    const field = aliases[name] ?? fields.find((f) => f === name);
    if (field) errors[field] ??= message;
  }
  if (!Object.keys(errors).length) errors.form = error.message;
  return errors;
}

/** Typing in a field clears its own error and the form's, which may no longer hold. */
export function withoutError<Field extends string>(
  errors: FormErrors<Field>,
  field: Field,
): FormErrors<Field> {
  if (!errors[field] && !errors.form) return errors;
  return { ...errors, [field]: undefined, form: undefined };
}
