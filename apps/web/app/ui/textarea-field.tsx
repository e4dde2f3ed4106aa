import type { TextareaHTMLAttributes } from 'react'

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
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium text-gray-900 text-sm">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        className={`rounded-md border bg-white px-3 py-2 text-base text-gray-900 ${
          error ? 'border-red-700' : 'border-gray-400'
        }`}
        {...area}
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
