import { CATALOGUE_NAME_MAX } from '@tianguis/core/constants'
import type { FormEvent } from 'react'
import { useT } from '../../i18n/use-t'

/**
 * 'Agregar a un catálogo nuevo' (001 §2, §5): a name (at most 150) and a button. A plain form
 * posting to the control's page (decision 074), so it works without JavaScript; with it,
 * `onSubmit` takes over. A refused name ('Invalid name') shows under the field.
 */
export function NewCatalogueForm({
  action,
  name = '',
  error,
  busy = false,
  onSubmit,
}: {
  action: string
  name?: string
  error?: string | null
  busy?: boolean
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void
}) {
  const t = useT()
  return (
    <form
      method="post"
      action={action}
      onSubmit={onSubmit}
      className="flex flex-col gap-1"
      noValidate={false}
    >
      <input type="hidden" name="intent" value="new" />
      <label className="flex flex-col gap-1 text-sm">
        <span>{t('itemCatalogues.newName')}</span>
        <input
          name="name"
          required
          maxLength={CATALOGUE_NAME_MAX}
          defaultValue={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'item-catalogue-name-error' : undefined}
          className="rounded-md border border-gray-400 bg-white px-2 py-1 text-gray-900 text-sm"
        />
      </label>
      {error ? (
        <p id="item-catalogue-name-error" className="text-red-800 text-sm">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={busy}
        className="cursor-pointer self-start rounded-md border border-current px-3 py-1 text-sm disabled:opacity-60"
      >
        {t('itemCatalogues.addToNew')}
      </button>
    </form>
  )
}
