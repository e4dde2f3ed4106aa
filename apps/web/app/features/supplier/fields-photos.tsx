import { ITEM_PHOTOS_MAX } from '@tianguis/core/constants'
import { photoOfSize } from '@tianguis/core/photo-sizes'
import { type MouseEvent, useRef, useState } from 'react'
import type { MessageKey } from '../../i18n/es-MX'
import { useT } from '../../i18n/use-t'
import { FieldGroup } from './field-group'
import { applyEdit, type FormEdit, intentOf, newPhotoSlots } from './item-form-edits'
import type { ItemFormValues } from './item-form-values'
import { PhotoInput } from './photo-input'

const small = 'cursor-pointer rounded-md border border-gray-400 px-2 py-1 text-sm hover:bg-gray-100'

/**
 * The item's photos in order, the first the main one (001 §2), each with 'make main', move and
 * remove, then file inputs for new ones. The buttons submit an `intent` the action applies;
 * once the page is interactive they change the list in place instead.
 */
export function PhotoFields({ values, errors }: { values: ItemFormValues; errors: Record<string, string> }) {
  const t = useT()
  const [photos, setPhotos] = useState(values.photos)
  const [announcement, setAnnouncement] = useState('')
  const listRef = useRef<HTMLUListElement>(null)
  const total = photos.length
  // A photo's key is its URL, numbered when the same one appears twice.
  const keys = photos.map((url, i) => `${url}#${photos.slice(0, i).filter((u) => u === url).length}`)
  const run = (edit: FormEdit, said: string) => (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault()
    setPhotos(applyEdit({ ...values, photos }, edit).photos)
    setAnnouncement(said)
    if (edit.kind === 'photo-remove') listRef.current?.focus()
  }
  const which = (n: number) => <span className="sr-only"> {t('supplier.photos.which', { n })}</span>
  /** A photo's button: without JavaScript it posts its `intent`; with it, the list changes in place. */
  const action = (edit: FormEdit & { index: number }, label: MessageKey, said: string) => (
    <button
      type="submit"
      name="intent"
      value={intentOf(edit)}
      formNoValidate
      onClick={run(edit, said)}
      className={small}
    >
      {t(label)}
      {which(edit.index + 1)}
    </button>
  )
  return (
    <FieldGroup legend={t('supplier.group.photos')} hint={t('supplier.photos.hint')}>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {errors.photos ? (
        <p id="field-photos-error" className="font-medium text-red-700 text-sm">
          {errors.photos}
        </p>
      ) : null}
      {total === 0 ? (
        <p id="field-photos" className="text-gray-700 text-sm">
          {t('supplier.photos.none')}
        </p>
      ) : (
        <ul
          id="field-photos"
          ref={listRef}
          tabIndex={-1}
          aria-label={t('supplier.photos.current')}
          className="grid grid-cols-1 gap-3 sm:grid-cols-2"
        >
          {photos.map((url, index) => (
            <li key={keys[index]} className="flex gap-3 rounded-md border border-gray-200 p-2">
              <input type="hidden" name="photos" value={url} />
              <img
                src={photoOfSize(url, 'thumb')}
                alt={t('supplier.photos.alt', { n: index + 1, total })}
                width={80}
                height={96}
                className="h-24 w-20 shrink-0 rounded object-cover"
              />
              <div className="flex flex-col items-start gap-1">
                {index === 0 ? (
                  <span className="rounded bg-gray-900 px-2 py-0.5 font-semibold text-white text-xs">
                    {t('supplier.photos.main')}
                  </span>
                ) : null}
                <div className="flex flex-wrap gap-1">
                  {index > 0 ? (
                    <>
                      {action(
                        { kind: 'photo-main', index },
                        'supplier.photos.makeMain',
                        t('supplier.photos.madeMain', { n: index + 1 }),
                      )}
                      {action(
                        { kind: 'photo-earlier', index },
                        'supplier.photos.earlier',
                        t('supplier.photos.movedTo', { n: index }),
                      )}
                    </>
                  ) : null}
                  {index < total - 1
                    ? action(
                        { kind: 'photo-later', index },
                        'supplier.photos.later',
                        t('supplier.photos.movedTo', { n: index + 2 }),
                      )
                    : null}
                  {action(
                    { kind: 'photo-remove', index },
                    'supplier.photos.remove',
                    t('supplier.photos.removed', { n: index + 1 }),
                  )}
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      {newPhotoSlots(total) === 0 ? (
        <p className="text-gray-700 text-sm">{t('supplier.photos.limit', { max: ITEM_PHOTOS_MAX })}</p>
      ) : (
        <div className="grid gap-3 sm:grid-cols-3">
          {Array.from({ length: newPhotoSlots(values.photos.length) }, (_, slot) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the slots are fixed positions
            <PhotoInput key={slot} slot={slot} error={errors[`new_photos.${slot}`]} />
          ))}
        </div>
      )}
    </FieldGroup>
  )
}
