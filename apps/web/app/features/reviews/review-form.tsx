import { photoOfSize } from '@tianguis/core/photo-sizes'
import {
  REVIEW_BODY_MAX,
  REVIEW_PHOTOS_MAX,
  REVIEW_RATING_MAX,
  REVIEW_TITLE_MAX,
} from '@tianguis/core/reviews'
import { useT } from '../../i18n/use-t'
import { PHOTO_ACCEPT } from '../supplier/upload-check'
import type { ReviewFormValues } from './review-form.server'

const input =
  'w-full rounded-md border border-gray-400 px-3 py-2 text-gray-900 aria-invalid:border-red-700 aria-invalid:outline-red-700'

/** A field's message under it, named by the field's `aria-describedby`. */
function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null
  return (
    <p id={id} className="font-medium text-red-700 text-sm">
      {message}
    </p>
  )
}

/**
 * The review form (002 §3 "Review: rating, title, body, photo"; decision 084): the rating (1 to 5
 * stars, required), a title, the text and up to four photos. A plain multipart form posted to the
 * page's own action: it works without JavaScript, and with it the browser posts it the same way,
 * so the page ships no code of its own. Kept photos can be ticked to remove; new ones fill the
 * free places.
 */
export function ReviewForm({
  action,
  values,
  errors,
  message,
  existing,
  backHref,
}: {
  action: string
  values: ReviewFormValues
  errors: Record<string, string>
  message: string | null
  existing: boolean
  backHref: string
}) {
  const t = useT()
  const described = (field: string) =>
    errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': `${field}-error` } : {}
  const free = Math.max(0, REVIEW_PHOTOS_MAX - values.photos.length)
  return (
    <form
      method="post"
      action={action}
      encType="multipart/form-data"
      className="flex max-w-xl flex-col gap-5"
    >
      <input type="hidden" name="intent" value="review" />
      {message ? (
        <p
          role="alert"
          className="rounded-md border border-red-700 bg-red-50 px-3 py-2 font-medium text-red-800"
        >
          {message}
        </p>
      ) : null}
      <fieldset className="flex flex-col gap-2" aria-describedby={errors.rating ? 'rating-error' : undefined}>
        <legend className="mb-1 font-semibold text-gray-900">{t('reviews.form.rating')}</legend>
        <div className="flex flex-wrap gap-3">
          {Array.from({ length: REVIEW_RATING_MAX }, (_, i) => i + 1).map((n) => (
            <label key={n} className="flex cursor-pointer items-center gap-1 text-gray-900">
              <input type="radio" name="rating" value={n} defaultChecked={values.rating === n} required />
              <span aria-hidden="true" className="text-amber-600">
                {'★'.repeat(n)}
              </span>
              <span className="sr-only">
                {n === 1 ? t('reviews.form.ratingOne') : t('reviews.form.ratingMany', { n })}
              </span>
            </label>
          ))}
        </div>
        <FieldError id="rating-error" message={errors.rating} />
      </fieldset>
      <div className="flex flex-col gap-1">
        <label htmlFor="review-title" className="font-semibold text-gray-900">
          {t('reviews.form.reviewTitle')}
        </label>
        <input
          id="review-title"
          name="title"
          defaultValue={values.title}
          maxLength={REVIEW_TITLE_MAX}
          className={input}
          {...described('title')}
        />
        <FieldError id="title-error" message={errors.title} />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="review-body" className="font-semibold text-gray-900">
          {t('reviews.form.body')}
        </label>
        <textarea
          id="review-body"
          name="body"
          defaultValue={values.body}
          maxLength={REVIEW_BODY_MAX}
          rows={6}
          className={input}
          aria-describedby={errors.body ? 'body-error body-hint' : 'body-hint'}
          aria-invalid={errors.body ? true : undefined}
        />
        <p id="body-hint" className="text-gray-700 text-sm">
          {t('reviews.form.limit', { max: REVIEW_BODY_MAX })}
        </p>
        <FieldError id="body-error" message={errors.body} />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold text-gray-900">{t('reviews.form.photos')}</legend>
        <p className="text-gray-700 text-sm">{t('reviews.form.photosHint', { max: REVIEW_PHOTOS_MAX })}</p>
        <FieldError id="photos-error" message={errors.photos} />
        {values.photos.length > 0 ? (
          <ul className="flex flex-wrap gap-3">
            {values.photos.map((photo, index) => (
              <li key={photo} className="flex flex-col items-start gap-1">
                <input type="hidden" name="photos" value={photo} />
                <img
                  src={photoOfSize(photo, 'thumb')}
                  alt={t('reviews.form.photoAlt', { n: index + 1 })}
                  width={96}
                  height={96}
                  className="h-24 w-24 rounded object-cover"
                />
                <label className="flex items-center gap-1 text-gray-900 text-sm">
                  <input type="checkbox" name="remove_photo" value={photo} />
                  {t('reviews.form.removePhoto', { n: index + 1 })}
                </label>
              </li>
            ))}
          </ul>
        ) : null}
        {Array.from({ length: free }, (_, slot) => {
          const field = `new_photos.${slot}`
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the slots are fixed positions
            <div key={slot} className="flex flex-col gap-1">
              <label htmlFor={`review-photo-${slot}`} className="text-gray-900 text-sm">
                {t('reviews.form.newPhoto', { n: slot + 1 })}
              </label>
              <input
                id={`review-photo-${slot}`}
                type="file"
                name="new_photos"
                accept={PHOTO_ACCEPT}
                className="text-gray-900 text-sm file:mr-2 file:rounded-md file:border file:border-gray-400 file:bg-white file:px-2 file:py-1"
                {...(errors[field]
                  ? { 'aria-invalid': true, 'aria-describedby': `photo-${slot}-error` }
                  : {})}
              />
              <FieldError id={`photo-${slot}-error`} message={errors[field]} />
            </div>
          )
        })}
      </fieldset>
      <div className="flex flex-wrap items-center gap-4">
        <button
          type="submit"
          className="cursor-pointer rounded-md bg-[var(--accent)] px-4 py-2 font-semibold text-[var(--on-accent)]"
        >
          {existing ? t('reviews.form.update') : t('reviews.form.create')}
        </button>
        <a href={backHref} className="font-medium underline underline-offset-2">
          {t('reviews.form.back')}
        </a>
      </div>
    </form>
  )
}
