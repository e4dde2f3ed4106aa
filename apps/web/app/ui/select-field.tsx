import type { SelectHTMLAttributes } from 'react'

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
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium text-gray-900 text-sm">
        {label}
      </label>
      <select
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        className={`rounded-md border bg-white px-3 py-2 text-base text-gray-900 ${
          error ? 'border-red-700' : 'border-gray-400'
        }`}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} data-reveals={option.reveals}>
            {option.label}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={hintId} className="text-gray-600 text-sm">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="font-medium text-red-700 text-sm">
          {error}
        </p>
      ) : null}
    </div>
  )
}
