import type { ReactNode } from 'react'
import type { ItemFormValues } from './item-form-values'

/** What every group of the item form receives. */
export interface GroupProps {
  values: ItemFormValues
  errors: Record<string, string>
}

/** One group of the item form: a fieldset with its legend, as a card. */
export function FieldGroup({
  legend,
  hint,
  children,
}: {
  legend: string
  hint?: string
  children: ReactNode
}) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-4 rounded-lg border border-gray-200 bg-white p-4 sm:p-6">
      <legend className="px-1 font-semibold text-gray-900 text-lg">{legend}</legend>
      {hint ? <p className="-mt-2 text-gray-700 text-sm">{hint}</p> : null}
      {children}
    </fieldset>
  )
}

/**
 * Shown only while a control with `data-reveals={when}` inside the form is checked or selected:
 * plain CSS (`:has()`), so it works before and without JavaScript. Hidden fields are still sent;
 * the body mapping ignores them (item-body.ts).
 */
export function Revealed({ when, children }: { when: Reveal; children: ReactNode }) {
  return <div className={`${REVEAL_CLASSES[when]} flex-col gap-4`}>{children}</div>
}

export type Reveal = 'restocking' | 'dropshipping' | 'onstock' | 'customized'

// Written out whole so Tailwind finds each class in the source.
const REVEAL_CLASSES: Record<Reveal, string> = {
  restocking: 'hidden group-has-[[data-reveals=restocking]:checked]/form:flex',
  dropshipping: 'hidden group-has-[[data-reveals=dropshipping]:checked]/form:flex',
  onstock: 'hidden group-has-[[data-reveals=onstock]:checked]/form:flex',
  customized: 'hidden group-has-[[data-reveals=customized]:checked]/form:flex',
}
