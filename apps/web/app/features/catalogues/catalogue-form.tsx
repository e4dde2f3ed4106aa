import { CATALOGUE_NAME_MAX } from '@tianguis/core/constants'
import { useEffect, useState } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import { useT } from '../../i18n/use-t'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { TextField } from '../../ui/text-field'
import { toast } from '../toasts/toast'
import type { CatalogueFormAnswer } from './catalogue-form.server'

/** 001 §5: the image types a catalogue photo may have. */
const PHOTO_TYPES = 'image/jpeg,image/png,image/jpg,image/svg+xml'

/**
 * The catalogue form (001 §5), for a new catalogue or an edit: the name (required, '*' when
 * empty, at most 150) and a photo (jpeg, png, jpg or svg, with the recommended size). The photo is
 * uploaded with the save, so 'Guardar' is disabled while either runs. A failed upload shows the
 * toast 'Error' / 'upload image error' and clears the photo (001 §8); a name the server refuses
 * shows 'Invalid name' on the name field. Works without JavaScript (the messages show on the page).
 */
export function CatalogueForm({
  initial,
  answer,
  cancelHref,
  idempotencyKey,
}: {
  initial: { name: string; photo: string | null }
  answer: CatalogueFormAnswer | undefined
  cancelHref: string
  idempotencyKey?: string
}) {
  const t = useT()
  const busy = useNavigation().state !== 'idle'
  const values = answer?.values ?? initial
  const [name, setName] = useState(values.name)
  const [photo, setPhoto] = useState(values.photo)
  // A new answer brings its own values (the photo cleared after a failed upload).
  useEffect(() => {
    if (!answer) return
    setPhoto(answer.values.photo)
    if (answer.uploadFailed) {
      // An error toast (7 s by default, 001 §9).
      toast({
        kind: 'error',
        title: t('catalogues.form.uploadErrorTitle'),
        message: t('catalogues.form.uploadError'),
      })
    }
  }, [answer, t])
  const nameError =
    answer?.errors.name ?? (name.trim() === '' && answer ? t('catalogues.form.nameRequired') : undefined)
  return (
    <Form method="post" encType="multipart/form-data" className="flex max-w-xl flex-col gap-4">
      {idempotencyKey ? <input type="hidden" name="idempotency_key" value={idempotencyKey} /> : null}
      {answer?.errors._ ? <Alert tone="error">{answer.errors._}</Alert> : null}
      <TextField
        name="name"
        label={t('catalogues.form.name')}
        required
        maxLength={CATALOGUE_NAME_MAX}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={nameError}
        autoComplete="off"
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="font-medium text-gray-900 text-sm">{t('catalogues.form.photo')}</legend>
        {photo ? (
          <div className="flex items-center gap-3">
            <img
              src={photo}
              alt={t('catalogues.form.photoCurrent')}
              width={48}
              height={48}
              className="h-12 w-12 rounded object-cover"
            />
            <input type="hidden" name="photo" value={photo} />
            <Button type="button" variant="link" onClick={() => setPhoto(null)}>
              {t('catalogues.form.photoRemove')}
            </Button>
          </div>
        ) : null}
        <input
          id="field-photo_file"
          type="file"
          name="photo_file"
          accept={PHOTO_TYPES}
          aria-label={t('catalogues.form.photo')}
          aria-describedby="field-photo_file-hint"
          aria-invalid={answer?.uploadFailed ? true : undefined}
          className="text-gray-900 text-sm file:mr-2 file:cursor-pointer file:rounded-md file:border file:border-gray-400 file:bg-white file:px-2 file:py-1"
        />
        <p id="field-photo_file-hint" className="text-gray-600 text-sm">
          {t('catalogues.form.photoHint')}
        </p>
        {answer?.uploadFailed ? (
          <p className="font-medium text-red-700 text-sm">{t('catalogues.form.uploadError')}</p>
        ) : null}
      </fieldset>
      <div className="flex flex-wrap items-center gap-4">
        <Button disabled={busy}>{busy ? t('catalogues.form.saving') : t('catalogues.form.save')}</Button>
        <Link to={cancelHref} className="font-medium underline underline-offset-2">
          {t('catalogues.form.cancel')}
        </Link>
      </div>
    </Form>
  )
}
