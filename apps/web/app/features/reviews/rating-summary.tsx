import type { PageRating } from './review-texts.server'
import { Stars } from './stars'

/**
 * An item's rating: stars, the average and the count, said to screen readers as one sentence
 * ("Calificación: 4.5 de 5 (2 reseñas)"). Nothing when nobody has reviewed it; with `href` the
 * whole of it links to the reviews.
 */
export function RatingSummary({ rating, href }: { rating: PageRating; href?: string }) {
  if (rating.label === null) return null
  const inner = (
    <>
      <Stars stars={rating.stars} />
      <span aria-hidden="true" className="font-semibold">
        {rating.average}
      </span>
      <span aria-hidden="true">({rating.countText})</span>
      <span className="sr-only">{rating.label}</span>
    </>
  )
  return (
    <p className="flex flex-wrap items-center gap-2 text-gray-800">
      {href ? (
        <a href={href} className="inline-flex items-center gap-2 hover:underline">
          {inner}
        </a>
      ) : (
        inner
      )}
    </p>
  )
}
