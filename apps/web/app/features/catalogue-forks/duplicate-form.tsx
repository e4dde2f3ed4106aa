import { CATALOGUE_NAME_MAX } from '@tianguis/core/constants'
import { useId, useState } from 'react'
import { useFetcher } from 'react-router'
import { useT } from '../../i18n/use-t'
import { Button } from '../../ui/button'
import { TextField } from '../../ui/text-field'
import type { ForkAnswer } from './fork-answers'

/**
 * 'Duplicar catálogo' for the shop's admins who are not ul2 (001 §6; decision 070): a name only
 * (required, at most 150), then the copy opens; a refused name shows 'Invalid name' on the field
 * (001 §5). It opens the form in place; without JavaScript (or before the page's code ran) it is a
 * link to the form's own page, `page` (decision 076).
 */
export function DuplicateForm(props: {
  action: string
  page: string
  catalogue: { id: string; name: string }
}) {
  const t = useT()
  const [open, setOpen] = useState(false)
  const duplicate = useFetcher<ForkAnswer>()
  // One key per opening: a double click saves once (decision 028).
  const key = useId()
  const failed =
    duplicate.state === 'idle' && duplicate.data?.intent === 'duplicate-failed' ? duplicate.data : null
  if (!open)
    return (
      <a
        href={props.page}
        onClick={(event) => {
          // A new tab or window gets the page; a plain click opens the form here.
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
          event.preventDefault()
          setOpen(true)
        }}
        className="cursor-pointer rounded-md border border-current bg-transparent px-4 py-2 font-medium hover:bg-black/5"
      >
        {t('sections.catalogue.forks.duplicate')}
      </a>
    )
  return (
    <duplicate.Form
      method="post"
      action={props.action}
      className="flex flex-col gap-3"
      aria-label={t('sections.catalogue.forks.duplicateTitle', { name: props.catalogue.name })}
    >
      <input type="hidden" name="intent" value="duplicate" />
      <input type="hidden" name="id" value={props.catalogue.id} />
      <input type="hidden" name="key" value={`${props.catalogue.id}-${key}`} />
      {/* Only opened by its code: the fetcher asks for data, not the plain post's redirect. */}
      <input type="hidden" name="reply" value="data" />
      <TextField
        name="name"
        label={t('sections.catalogue.forks.name')}
        required
        maxLength={CATALOGUE_NAME_MAX}
        defaultValue={props.catalogue.name}
        error={failed?.invalidName ? t('sections.catalogue.forks.invalidName') : undefined}
      />
      {failed && !failed.invalidName ? (
        <p role="alert" className="text-red-800">
          {t('sections.catalogue.forks.duplicateFailed')}
        </p>
      ) : null}
      <div className="flex gap-3">
        <Button disabled={duplicate.state !== 'idle'}>{t('sections.catalogue.forks.save')}</Button>
        <Button variant="secondary" type="button" onClick={() => setOpen(false)}>
          {t('sections.catalogue.forks.cancel')}
        </Button>
      </div>
    </duplicate.Form>
  )
}
