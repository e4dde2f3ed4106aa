import { REVIEW_RATING_MAX } from '@tianguis/core/reviews'
import { useT } from '../../i18n/use-t'

/**
 * The quick rating (002 §3 "Product rating save exists"): five buttons, each a plain form post of
 * its number to the review page's action, which saves it and comes back to the item with the
 * outcome as a toast (decision 037). No script of its own: it works the same without JavaScript.
 * The stars up to the viewer's rating are lit; the one chosen is pressed.
 */
export function RatingForm({ action, rating }: { action: string; rating: number | null }) {
  const t = useT()
  return (
    <form method="post" action={action} className="flex flex-col gap-1">
      <input type="hidden" name="intent" value="rating" />
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="float-left mr-2 font-medium text-gray-900">{t('reviews.rate.legend')}</legend>
        <span className="inline-flex">
          {Array.from({ length: REVIEW_RATING_MAX }, (_, i) => i + 1).map((n) => (
            <button
              key={n}
              type="submit"
              name="rating"
              value={n}
              aria-label={t('reviews.rate.button', { n })}
              aria-pressed={rating === n}
              className={`flex h-11 w-11 cursor-pointer items-center justify-center rounded text-2xl hover:bg-amber-50 ${rating !== null && n <= rating ? 'text-amber-600' : 'text-gray-400'}`}
            >
              <span aria-hidden="true">★</span>
            </button>
          ))}
        </span>
      </fieldset>
      {rating !== null ? (
        <p className="text-gray-700 text-sm">{t('reviews.rate.current', { n: rating })}</p>
      ) : null}
    </form>
  )
}
