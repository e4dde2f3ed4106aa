import type { ReactNode } from 'react'

/** The pieces every checkout section is made of: its frame, a labelled input, a save button. */

export const inputClass = (invalid: boolean) =>
  `rounded-md border bg-white px-3 py-2 text-base text-gray-900 ${invalid ? 'border-red-700' : 'border-gray-400'}`

/** A section of the page, framed red while it is incomplete (002 §5). */
export function Section({
  id,
  title,
  incomplete,
  children,
}: {
  id: string
  title: string
  incomplete: boolean
  children: ReactNode
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-incomplete={incomplete || undefined}
      className={`flex flex-col gap-3 rounded-lg border-2 p-4 ${incomplete ? 'border-red-700' : 'border-gray-200'}`}
    >
      <h2 id={`${id}-title`} className="font-semibold text-lg">
        {title}
      </h2>
      {children}
    </section>
  )
}

export function Input({
  id: givenId,
  name,
  label,
  defaultValue,
  invalid,
  error,
  ...rest
}: {
  /** The input's id when `checkout-<name>` is taken on the page (the contact's and the address's phone). */
  id?: string
  name: string
  label: string
  defaultValue?: string
  invalid: boolean
  error?: string | undefined
  type?: string
  autoComplete?: string
  inputMode?: 'numeric' | 'tel' | 'email' | 'text'
  required?: boolean
}) {
  const id = givenId ?? `checkout-${name}`
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium text-gray-900 text-sm">
        {label}
      </label>
      <input
        id={id}
        name={name}
        defaultValue={defaultValue}
        aria-invalid={invalid || error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClass(invalid || Boolean(error))}
        {...rest}
      />
      {error ? (
        <p id={`${id}-error`} className="font-medium text-red-700 text-sm">
          {error}
        </p>
      ) : null}
    </div>
  )
}

export function SaveButton({ label }: { label: string }) {
  return (
    <button
      type="submit"
      className="cursor-pointer self-start rounded-md border border-current px-4 py-2 font-medium hover:bg-black/5"
    >
      {label}
    </button>
  )
}
