import { TOAST_CASES } from '@tianguis/core/toasts'
import { type ChangeEvent, useState } from 'react'
import { useT } from '../../i18n/use-t'
import { toast } from '../toasts/toast'
import { PHOTO_ACCEPT, photoProblem } from './upload-check'

/**
 * One file input for a new photo (one file each; jpg, jpeg, png or svg up to 4,000,000 bytes,
 * 001 §5). A file that breaks the rules is refused as soon as it is chosen: the spec's message
 * shows as a toast for 15 s (000 §5) and the field stays marked invalid, described by the same
 * words for whoever comes back to it. The action and the API check again; their refusal (a form
 * sent without JavaScript) shows under the field.
 */
export function PhotoInput({ slot, error }: { slot: number; error: string | undefined }) {
  const t = useT()
  const [refused, setRefused] = useState(false)
  const id = `field-new_photos-${slot}`
  const message = refused ? t('supplier.photos.rejected') : error
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    const bad = file ? photoProblem(file) !== null : false
    if (bad) {
      event.target.value = ''
      // 'Imagen rechazada - El tamaño…': the part before the dash is the toast's title.
      const [title = '', ...rest] = t('supplier.photos.rejected').split(' - ')
      const { kind, durationMs } = TOAST_CASES.imageRejected
      toast({ kind, durationMs, title, message: rest.join(' - ') })
    }
    setRefused(bad)
  }
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium text-gray-900 text-sm">
        {t('supplier.photos.new', { n: slot + 1 })}
      </label>
      <input
        id={id}
        type="file"
        name="new_photos"
        accept={PHOTO_ACCEPT}
        onChange={onChange}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        className="w-full text-gray-900 text-sm aria-invalid:rounded-md aria-invalid:outline-2 aria-invalid:outline-red-700 aria-invalid:outline-offset-2 file:mr-2 file:cursor-pointer file:rounded-md file:border file:border-gray-400 file:bg-white file:px-2 file:py-1"
      />
      {message ? (
        // Refused here, the toast says it aloud and on screen; this only describes the field.
        <p id={`${id}-error`} className={refused ? 'sr-only' : 'font-medium text-red-700 text-sm'}>
          {message}
        </p>
      ) : null}
    </div>
  )
}
