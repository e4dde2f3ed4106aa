import { UPLOAD_MAX_BYTES } from '@tianguis/core/constants'
import { storedImage } from '@tianguis/core/contracts/media'
import { myReview, savedReview } from '@tianguis/core/contracts/reviews'
import { errorMessage } from '@tianguis/core/messages'
import { isRating, REVIEW_BODY_MAX, REVIEW_PHOTOS_MAX, REVIEW_TITLE_MAX } from '@tianguis/core/reviews'
import { data, type RouterContextProvider, redirect } from 'react-router'
import { requestTranslation } from '../../i18n/messages.server'
import { createApi } from '../../lib/api.server'
import { toLogin } from '../supplier/supplier.server'
import { photoProblem } from '../supplier/upload-check'
import { outcomePath } from './review-paths'
import { findReviewedItem } from './reviewed-item.server'

type Context = Readonly<RouterContextProvider>
type Params = { shop?: string; owner?: string; id: string }

/** What the form shows: the review's values, a message per field, one for the whole form. */
export interface ReviewFormValues {
  rating: number | null
  title: string
  body: string
  photos: string[]
}

export type ReviewFormPage =
  | { kind: 'not_found' }
  /** The viewer never bought the item, or has not received it yet: the API's reason, in words. */
  | { kind: 'refused'; item: { name: string }; itemPath: string; message: string }
  | {
      kind: 'form'
      item: { name: string }
      itemPath: string
      /** Whether the viewer already wrote one (the button says 'Guardar cambios'). */
      existing: boolean
      values: ReviewFormValues
    }

/** The action's answer when the review is not saved: the values sent and what is wrong with them. */
export interface ReviewFormAnswer {
  /** Null when the form could not be read (too large): the stored review shows again. */
  values: ReviewFormValues | null
  errors: Record<string, string>
  message: string | null
}

/** At most four photos of 4,000,000 bytes and the text (the page layer cuts off at 16 MiB). */
export const MAX_REVIEW_FORM_BYTES = REVIEW_PHOTOS_MAX * UPLOAD_MAX_BYTES + 512 * 1024

const EMPTY: ReviewFormValues = { rating: null, title: '', body: '', photos: [] }

/**
 * `{item path}/resena` (decision 084): the viewer's review of an item they received, to write or
 * edit. Signed-out visitors go to sign in and come back; someone who cannot review the item is told
 * why (403); an item that is not there (or not of this path) is the not-found page.
 */
export async function loadReviewForm(request: Request, context: Context, params: Params) {
  const found = await findReviewedItem(request, context, params)
  if (!found) return data<ReviewFormPage>({ kind: 'not_found' }, { status: 404 })
  const mine = await createApi(request, context).get(
    `/api/v1/me/reviews/${encodeURIComponent(found.item.id)}`,
    myReview,
  )
  if (!mine.ok) {
    if (mine.status === 401) throw toLogin(request, found.base)
    throw new Error(`GET /api/v1/me/reviews/:id answered ${mine.status} ${mine.error.code}`)
  }
  const { item, itemPath } = found
  if (!mine.data.may_review) {
    const { locale } = requestTranslation(request)
    const message = errorMessage(locale, mine.data.refusal ?? 'review_not_allowed')
    return data<ReviewFormPage>({ kind: 'refused', item, itemPath, message }, { status: 403 })
  }
  const review = mine.data.review
  return data<ReviewFormPage>({
    kind: 'form',
    item,
    itemPath,
    existing: review !== null,
    values: review
      ? { rating: review.rating, title: review.title, body: review.body, photos: review.photos }
      : EMPTY,
  })
}

const text = (form: FormData, name: string, max: number) => String(form.get(name) ?? '').slice(0, max + 1)

/**
 * The form's action, and the item page's quick rating's:
 * - `intent=rating`: PUT /api/v1/me/reviews/:id/rating, then back to the item with 'The rating
 *   has been saved successfully', or 'Error saving the rating, please try again later' (002 §9);
 * - otherwise the whole review: new photos go to POST /api/v1/me/uploads first (kept ones stay,
 *   ticked ones go), then PUT /api/v1/me/reviews/:id; success goes back to the item with 'review
 *   created or updated successfully', a refusal shows the form again with the API's messages.
 */
export async function saveReviewForm(request: Request, context: Context, params: Params) {
  const found = await findReviewedItem(request, context, params)
  if (!found) throw data(null, { status: 404 })
  const { t } = requestTranslation(request)
  const api = createApi(request, context)
  const path = `/api/v1/me/reviews/${encodeURIComponent(found.item.id)}`
  const length = Number(request.headers.get('content-length'))
  if (!(length > 0 && length <= MAX_REVIEW_FORM_BYTES)) {
    const message = t('reviews.form.tooLarge', { max: REVIEW_PHOTOS_MAX })
    return data<ReviewFormAnswer>({ values: null, errors: {}, message }, { status: 413 })
  }
  const form = await request.formData()
  const rating = Number(form.get('rating'))

  if (form.get('intent') === 'rating') {
    const saved = isRating(rating) ? await api.send('PUT', `${path}/rating`, { rating }, savedReview) : null
    if (saved?.status === 401) throw toLogin(request, found.base)
    return redirect(outcomePath(found.itemPath, saved?.ok ? 'rated' : 'rateFailed'))
  }

  const removed = new Set(form.getAll('remove_photo').filter((v): v is string => typeof v === 'string'))
  const photos = form
    .getAll('photos')
    .filter((v): v is string => typeof v === 'string' && v.length <= 300 && !removed.has(v))
    .slice(0, REVIEW_PHOTOS_MAX)
  const errors: Record<string, string> = {}
  for (const [slot, file] of form.getAll('new_photos').entries()) {
    if (!(file instanceof File) || (file.size === 0 && file.name === '')) continue
    const field = `new_photos.${slot}`
    if (photos.length >= REVIEW_PHOTOS_MAX)
      errors[field] = t('reviews.form.photosFull', { max: REVIEW_PHOTOS_MAX })
    else if (photoProblem(file) !== null) errors[field] = t('reviews.form.photoRejected')
    else {
      const uploaded = await api.upload('/api/v1/me/uploads', 'image', file, storedImage)
      if (uploaded.ok) {
        if (!photos.includes(uploaded.data.url)) photos.push(uploaded.data.url)
      } else if (uploaded.status === 401) throw toLogin(request, found.base)
      else errors[field] = uploaded.error.message || t('reviews.form.photoRejected')
    }
  }
  const values: ReviewFormValues = {
    rating: isRating(rating) ? rating : null,
    title: text(form, 'title', REVIEW_TITLE_MAX),
    body: text(form, 'body', REVIEW_BODY_MAX),
    photos,
  }
  const refused = (status: number, message: string | null = t('reviews.form.error')) =>
    data<ReviewFormAnswer>({ values, errors, message }, { status })
  // The photos that did go up stay in the form: sent again, they are not uploaded twice.
  if (Object.keys(errors).length > 0) return refused(400)

  const { rating: chosen, ...rest } = values
  const saved = await api.send(
    'PUT',
    path,
    { ...(chosen === null ? {} : { rating: chosen }), ...rest },
    savedReview,
  )
  if (saved.ok) return redirect(outcomePath(found.itemPath, 'saved'))
  if (saved.status === 401) throw toLogin(request, found.base)
  Object.assign(errors, saved.error.fields ?? {})
  // 'Este campo es obligatorio.' says less than the choice it asks for.
  if (errors.rating) errors.rating = t('reviews.form.ratingRequired')
  return refused(saved.status, Object.keys(errors).length > 0 ? t('reviews.form.error') : saved.error.message)
}
