import { type ChangeEvent, useState } from "react";
import { type FormErrors, withoutError } from "../lib/form-errors";

/**
 * A form's text values and errors; `field(name)` gives an input's props, typing clears its error.
 * `ErrorField` names errors of inputs kept elsewhere (a file, a list of rows), beside the texts'.
 */
export function useForm<Field extends string, ErrorField extends string = Field>(
  initial: Record<Field, string>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors<Field | ErrorField>>({});

  const field = (name: Field) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => withoutError<Field | ErrorField>(current, name));
    },
  });

  const reset = () => {
    setValues(initial);
    setErrors({});
  };

  return { values, errors, setErrors, field, reset };
}
