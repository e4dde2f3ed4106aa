import { photoOfSize } from '@tianguis/core/photo-sizes'
import { useT } from '../../i18n/use-t'

/**
 * An item's photos (the first is the main one, 001 §3): a strip that snaps one photo at a time,
 * with numbered thumbnails linking to each photo. Plain links and CSS, so it works before (and
 * without) the page's scripts and ships no code.
 */
export function ItemGallery({ name, photos }: { name: string; photos: string[] }) {
  const t = useT()
  if (photos.length === 0) return <div className="aspect-[350/419] rounded-lg bg-gray-100" />
  return (
    <div className="flex flex-col gap-3">
      {/* Focusable so keyboard users can scroll the strip too (axe scrollable-region-focusable). */}
      <ul
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to scroll by keyboard
        tabIndex={0}
        aria-label={t('item.gallery', { name })}
        className="flex snap-x snap-mandatory overflow-x-auto rounded-lg bg-gray-100"
      >
        {photos.map((photo, index) => (
          <li key={photo} id={`foto-${index + 1}`} className="w-full flex-none snap-center">
            <img
              src={photo}
              alt={t('item.photo', { n: index + 1, total: photos.length })}
              width={700}
              height={838}
              // The main photo is the page's largest paint: fetch it first.
              {...(index === 0 ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
              className="aspect-[350/419] h-auto w-full object-contain"
            />
          </li>
        ))}
      </ul>
      {photos.length > 1 ? (
        <ul className="flex flex-wrap gap-2">
          {photos.map((photo, index) => (
            <li key={photo}>
              <a
                href={`#foto-${index + 1}`}
                className="block h-16 w-14 overflow-hidden rounded border border-gray-300 focus-visible:outline-2"
              >
                <img
                  src={photoOfSize(photo, 'thumb')}
                  alt={t('item.showPhoto', { n: index + 1 })}
                  width={56}
                  height={64}
                  loading="lazy"
                  className="h-full w-full object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
