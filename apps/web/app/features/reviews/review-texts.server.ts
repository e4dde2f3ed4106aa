import type { PublicReview, RatingSummaryAnswer } from '@tianguis/core/contracts/reviews'
import { formatDate } from '@tianguis/core/dates'
import type { Locale } from '@tianguis/core/locales'
import { photoOfSize } from '@tianguis/core/photo-sizes'
import { starsOf } from '@tianguis/core/reviews'
import type { Translate } from '../../i18n/format'

/**
 * Reviews as the pages show them (decision 084), their texts worked out on the server in the
 * visitor's locale (decision 019), so the browser gets markup and no rules: the average written
 * with one decimal in the locale's way ("4.5", "4,5"), the count in words, each review's stars and
 * date, and one sentence that says the whole rating to a screen reader.
 */

export interface PageRating {
  /** How many stars to draw: full, a half one or not, empty. */
  stars: { full: number; half: boolean; empty: number }
  /** "4.5"; null with no reviews. */
  average: string | null
  count: number
  /** "2 reseñas". */
  countText: string
  /** "Calificación: 4.5 de 5 (2 reseñas)"; null with no reviews. */
  label: string | null
}

export interface PageReview {
  id: string
  rating: number
  /** "4 de 5 estrellas". */
  ratingText: string
  title: string
  body: string
  /** "Por Carla C." */
  by: string
  date: { iso: string; text: string }
  edited: boolean
  photos: Array<{ src: string; href: string; alt: string }>
}

const averageFormats = new Map<Locale, Intl.NumberFormat>()

function averageText(average: number, locale: Locale): string {
  let format = averageFormats.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
    averageFormats.set(locale, format)
  }
  return format.format(average)
}

export function countText(count: number, t: Translate): string {
  return count === 1 ? t('reviews.count.one') : t('reviews.count.other', { count })
}

export function pageRating(rating: RatingSummaryAnswer, locale: Locale, t: Translate): PageRating {
  const average = rating.average === null ? null : averageText(rating.average, locale)
  const count = countText(rating.count, t)
  return {
    stars: starsOf(rating.average),
    average,
    count: rating.count,
    countText: count,
    label: average === null ? null : t('reviews.summary', { average, count }),
  }
}

export function pageReview(review: PublicReview, locale: Locale, t: Translate): PageReview {
  const by = t('reviews.by', { author: review.author })
  return {
    id: review.id,
    rating: review.rating,
    ratingText: t('reviews.stars', { rating: review.rating }),
    title: review.title,
    body: review.body,
    by,
    date: { iso: review.created_at, text: formatDate(review.created_at, locale) },
    // Saved again a minute or more after it was written.
    edited: Date.parse(review.updated_at) - Date.parse(review.created_at) > 60_000,
    photos: review.photos.map((photo, index) => ({
      src: photoOfSize(photo, 'thumb'),
      href: photo,
      alt: t('reviews.photo', { n: index + 1, author: review.author }),
    })),
  }
}
