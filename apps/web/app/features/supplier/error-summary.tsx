import { useEffect, useRef } from 'react'
import { useT } from '../../i18n/use-t'
import { FIELD_LABELS } from './field-labels'
import { fieldAnchor } from './form-state'

/**
 * The form's problems at its top, each a link to its field; it takes the focus when it appears,
 * so keyboard and screen-reader users start from it.
 */
export function ErrorSummary({
  message,
  errors,
}: {
  message: string | null
  errors: Record<string, string>
}) {
  const t = useT()
  const ref = useRef<HTMLDivElement>(null)
  const entries = Object.entries(errors)
  const shown = message !== null || entries.length > 0
  useEffect(() => {
    if (shown) ref.current?.focus()
  }, [shown])
  if (!shown) return null
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby="resumen-errores"
      className="rounded-md border-red-700 border-l-4 bg-red-50 px-4 py-3 text-red-800"
    >
      <p id="resumen-errores" className="font-semibold">
        {message ?? t('supplier.form.summary')}
      </p>
      {entries.length > 0 ? (
        <ul className="mt-2 list-disc pl-5">
          {entries.map(([field, text]) => {
            const label = field.startsWith('new_photos.')
              ? t('supplier.photos.new', { n: Number(field.split('.')[1]) + 1 })
              : FIELD_LABELS[field]
                ? t(FIELD_LABELS[field])
                : field
            return (
              <li key={field}>
                <a href={`#${fieldAnchor(field)}`} className="underline underline-offset-2">
                  {label}: {text}
                </a>
              </li>
            )
          })}
        </ul>
      ) : null}
    </div>
  )
}
