import { useT } from '../../i18n/use-t'
import type { PageReview } from './review-texts.server'
import { ratingStars, Stars } from './stars'

/** One review: its stars (said in words), title, author and date, its text and photos. */
export function ReviewCard({ review, titleAs: Title }: { review: PageReview; titleAs: 'h3' | 'h4' }) {
  const t = useT()
  return (
    <article className="flex flex-col gap-1 border-gray-200 border-t pt-3">
      <p className="flex items-center gap-2">
        <Stars stars={ratingStars(review.rating)} size="text-base" />
        <span className="sr-only">{review.ratingText}</span>
      </p>
      {review.title ? <Title className="font-semibold text-gray-900">{review.title}</Title> : null}
      <p className="text-gray-700 text-sm">
        {review.by} · <time dateTime={review.date.iso}>{review.date.text}</time>
        {review.edited ? ` ${t('reviews.edited')}` : null}
      </p>
      {review.body ? <p className="whitespace-pre-line text-gray-800">{review.body}</p> : null}
      {review.photos.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {review.photos.map((photo) => (
            <li key={photo.href}>
              <a href={photo.href}>
                <img
                  src={photo.src}
                  alt={photo.alt}
                  width={80}
                  height={80}
                  loading="lazy"
                  className="h-20 w-20 rounded object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  )
}
