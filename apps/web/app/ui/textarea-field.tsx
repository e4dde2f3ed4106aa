import type { TextareaHTMLAttributes } from 'react'
import { Field } from './field'

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name'> {
  name: string
  label: string
  error?: string | undefined
  hint?: string | undefined
  id?: string
}

/** A labelled multi-line input whose hint and error are announced with it. */
export function TextAreaField({
  name,
  label,
  error,
  hint,
  id = `field-${name}`,
  ...area
}: TextAreaFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(control) => <textarea name={name} rows={4} {...control} {...area} />}
    </Field>
  )
}
