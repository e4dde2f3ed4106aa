import type { InputHTMLAttributes } from 'react'

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'type'> {
  name: string
  label: string
  error?: string | undefined
  hint?: string | undefined
  id?: string
}

/** A checkbox with its label beside it; its hint and error are announced with it. */
export function CheckboxField({
  name,
  label,
  error,
  hint,
  id = `field-${name}`,
  ...input
}: CheckboxFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-2">
        <input
          id={id}
          name={name}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
          className="h-5 w-5 shrink-0 accent-[var(--accent)]"
          {...input}
        />
        <label htmlFor={id} className="font-medium text-gray-900 text-sm">
          {label}
        </label>
      </div>
      {hint ? (
        <p id={hintId} className="pl-7 text-gray-600 text-sm">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="pl-7 font-medium text-red-700 text-sm">
          {error}
        </p>
      ) : null}
    </div>
  )
}
