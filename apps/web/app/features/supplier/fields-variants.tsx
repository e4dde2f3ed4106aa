import { ITEM_VARIANT_TEXT_MAX, ITEM_VARIANTS_MAX } from '@tianguis/core/constants'
import { type MouseEvent, useEffect, useState } from 'react'
import { useT } from '../../i18n/use-t'
import { TextField } from '../../ui/text-field'
import { FieldGroup, type GroupProps } from './field-group'
import { intentOf } from './item-form-edits'

let nextKey = 0
const keyed = (rows: Array<{ name: string; value: string }>) =>
  rows.map((row) => ({ ...row, key: nextKey++ }))

/**
 * Variants: rows of name → value (001 §3 "map of name to value"), at least one row shown.
 * 'Add' and 'remove' submit an `intent` without JavaScript and change the rows in place with it.
 */
export function VariantFields({ values, errors }: GroupProps) {
  const t = useT()
  const [rows, setRows] = useState(() =>
    keyed(values.variants.length > 0 ? values.variants : [{ name: '', value: '' }]),
  )
  const [announcement, setAnnouncement] = useState('')
  const [focusRow, setFocusRow] = useState<number | null>(null)
  useEffect(() => {
    if (focusRow === null) return
    document.getElementById(`field-variant_name-${focusRow}`)?.focus()
    setFocusRow(null)
  }, [focusRow])
  const add = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault()
    if (rows.length >= ITEM_VARIANTS_MAX) return
    setFocusRow(rows.length)
    setRows([...rows, ...keyed([{ name: '', value: '' }])])
    setAnnouncement(t('supplier.variants.added', { n: rows.length + 1 }))
  }
  const remove = (index: number) => (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault()
    const left = rows.filter((_, i) => i !== index)
    setFocusRow(left.length === 0 ? 0 : Math.min(index, left.length - 1))
    setRows(left.length > 0 ? left : keyed([{ name: '', value: '' }]))
    setAnnouncement(t('supplier.variants.removed', { n: index + 1 }))
  }
  return (
    <FieldGroup legend={t('supplier.group.variants')} hint={t('supplier.variants.hint')}>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {errors.variants ? (
        <p id="field-variants-error" className="font-medium text-red-700 text-sm">
          {errors.variants}
        </p>
      ) : null}
      <ol className="flex flex-col gap-3">
        {rows.map((row, index) => (
          <li key={row.key} className="flex flex-wrap items-end gap-3">
            <div className="min-w-40 flex-1">
              <TextField
                id={`field-variant_name-${index}`}
                name="variant_name"
                label={t('supplier.variants.name', { n: index + 1 })}
                maxLength={ITEM_VARIANT_TEXT_MAX}
                defaultValue={row.name}
                aria-describedby={errors.variants ? 'field-variants-error' : undefined}
              />
            </div>
            <div className="min-w-40 flex-1">
              <TextField
                id={`field-variant_value-${index}`}
                name="variant_value"
                label={t('supplier.variants.value', { n: index + 1 })}
                maxLength={ITEM_VARIANT_TEXT_MAX}
                defaultValue={row.value}
              />
            </div>
            <button
              type="submit"
              name="intent"
              value={intentOf({ kind: 'variant-remove', index })}
              formNoValidate
              onClick={remove(index)}
              className="cursor-pointer rounded-md border border-gray-400 px-3 py-2 text-sm hover:bg-gray-100"
            >
              {t('supplier.variants.remove')}
              <span className="sr-only"> {t('supplier.variants.which', { n: index + 1 })}</span>
            </button>
          </li>
        ))}
      </ol>
      {rows.length < ITEM_VARIANTS_MAX ? (
        <div>
          <button
            type="submit"
            name="intent"
            value={intentOf({ kind: 'variant-add' })}
            formNoValidate
            onClick={add}
            className="cursor-pointer rounded-md border border-current px-3 py-2 font-medium text-sm hover:bg-black/5"
          >
            {t('supplier.variants.add')}
          </button>
        </div>
      ) : null}
    </FieldGroup>
  )
}
