import type { InputHTMLAttributes } from 'react'
import { Field } from './field'

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  name: string
  label: string
  /** The message for this field from the API's `fields`, shown under the input. */
  error?: string | undefined
  hint?: string | undefined
  id?: string
}

/** A labelled input whose hint and error are announced with it. */
export function TextField({ name, label, error, hint, id = `field-${name}`, ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(control) => <input name={name} {...control} {...input} />}
    </Field>
  )
}
