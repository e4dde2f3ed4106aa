import type { ReactNode } from 'react'

/** What a field's control needs to be tied to its label, hint and error. */
export interface FieldControl {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
  className: string
}

/**
 * The frame every labelled control shares: the label, the control (drawn by `children` with
 * the ids and classes given), and a hint and an error announced with it.
 */
export function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string
  label: string
  hint?: string | undefined
  /** The message for this field from the API's `fields`, shown under the control. */
  error?: string | undefined
  children: (control: FieldControl) => ReactNode
}) {
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium text-gray-900 text-sm">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
        className: `rounded-md border bg-white px-3 py-2 text-base text-gray-900 ${
          error ? 'border-red-700' : 'border-gray-400'
        }`,
      })}
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
