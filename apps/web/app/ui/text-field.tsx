import type { InputHTMLAttributes } from 'react'

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
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium text-gray-900 text-sm">
        {label}
      </label>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`rounded-md border bg-white px-3 py-2 text-base text-gray-900 ${
          error ? 'border-red-700' : 'border-gray-400'
        }`}
        {...input}
      />
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
