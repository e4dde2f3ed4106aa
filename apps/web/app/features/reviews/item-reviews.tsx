import { useT } from '../../i18n/use-t'
import { usePageHeading } from '../shop/use-shop'
import type { ItemReviewsBox } from './item-reviews.server'
import { RatingForm } from './rating-form'
import { RatingSummary } from './rating-summary'
import { ReviewCard } from './review-card'

/**
 * An item page's reviews (decision 084): the rating, the newest reviews and a link to the rest; for
 * the viewer who received the item, 'Escribir una reseña' (or 'Editar tu reseña') and the quick
 * rating. An island (reviews-islands.ts): drawn on the server, its code fetched on the first press.
 * (Its prop is not called `box`: the island machinery passes one of its own under that name.)
 */
export function ItemReviews({ reviews: box }: { reviews: ItemReviewsBox | null | undefined }) {
  const t = useT()
  const page = usePageHeading()
  if (!box) return null
  const Heading = page === 'h1' ? 'h2' : 'h3'
  return (
    <section id="resenas" aria-labelledby="resenas-titulo" className="flex scroll-mt-4 flex-col gap-3">
      <Heading id="resenas-titulo" className="font-semibold text-gray-900 text-xl">
        {t('reviews.title')}
      </Heading>
      {box.rating.label === null ? (
        <p className="text-gray-700">{t('reviews.none')}</p>
      ) : (
        <RatingSummary rating={box.rating} />
      )}
      {box.mine ? (
        <div className="flex flex-col gap-2 rounded-md border border-gray-200 p-3">
          <RatingForm action={box.mine.action} rating={box.mine.rating} />
          <a
            href={box.mine.href}
            className="self-start rounded-md bg-[var(--accent)] px-4 py-2 font-semibold text-[var(--on-accent)]"
          >
            {box.mine.label}
          </a>
        </div>
      ) : null}
      {box.reviews.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {box.reviews.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} titleAs={Heading === 'h2' ? 'h3' : 'h4'} />
            </li>
          ))}
        </ul>
      ) : null}
      {box.more ? (
        <a href={box.more.href} className="self-start font-medium underline underline-offset-2">
          {box.more.label}
        </a>
      ) : null}
    </section>
  )
}
