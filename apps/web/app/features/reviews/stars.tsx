/**
 * Five stars drawn from whole, half and empty ones (core's `starsOf`). Decoration only: hidden
 * from screen readers, which read the rating's sentence beside them instead.
 */
export function Stars({
  stars,
  size = 'text-lg',
}: {
  stars: { full: number; half: boolean; empty: number }
  size?: string
}) {
  return (
    <span aria-hidden="true" className={`inline-flex leading-none tracking-tight ${size}`}>
      {Array.from({ length: stars.full }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the stars are fixed positions
        <span key={`f${i}`} className="text-amber-600">
          ★
        </span>
      ))}
      {stars.half ? (
        <span className="bg-[linear-gradient(90deg,#d97706_50%,#d1d5db_50%)] bg-clip-text text-transparent">
          ★
        </span>
      ) : null}
      {Array.from({ length: stars.empty }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the stars are fixed positions
        <span key={`e${i}`} className="text-gray-300">
          ★
        </span>
      ))}
    </span>
  )
}

/** A whole rating's stars (a review's own). */
export const ratingStars = (rating: number) => ({ full: rating, half: false, empty: 5 - rating })
