import type { SelectHTMLAttributes } from 'react'
import { Field } from './field'

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name'> {
  name: string
  label: string
  /** `reveals` marks an option that shows a dependent field while selected (data-reveals). */
  options: ReadonlyArray<{ value: string; label: string; reveals?: string }>
  error?: string | undefined
  hint?: string | undefined
  id?: string
}

/** A labelled select whose hint and error are announced with it. */
export function SelectField({
  name,
  label,
  options,
  error,
  hint,
  id = `field-${name}`,
  ...select
}: SelectFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <select name={name} {...control} {...select}>
          {options.map((option) => (
            <option key={option.value} value={option.value} data-reveals={option.reveals}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}
