import { type ChangeEvent, useState } from "react";
import { type FormErrors, withoutError } from "../lib/form-errors";

/** A form's text values and errors; `field(name)` gives an input's props, typing clears its error. */
export function useForm<Field extends string>(initial: Record<Field, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors<Field>>({});

  const field = (name: Field) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => withoutError(current, name));
    },
  });

  const reset = () => {
    setValues(initial);
    setErrors({});
  };

  return { values, errors, setErrors, field, reset };
}
