import { CATALOGUE_IMAGE_SIZE, CATALOGUE_SLIDER_AUTOPLAY_MS } from '@tianguis/core/constants'
import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { useT } from '../../i18n/use-t'
import type { PageStripEntry } from './page-strip'

/**
 * The catalogue strip under the shop's header (000 §2, §9): the shop's catalogues in a row
 * that swipes and snaps, 2 in view under 768 px, 4 under 1024 px, 6 wider, moving on by one
 * every 6 seconds (back to the first after the last) unless the visitor prefers reduced
 * motion, pauses it, or points at or focuses inside it.
 */
export function CatalogueStrip({ catalogues, base }: { catalogues: PageStripEntry[]; base: string }) {
  const t = useT()
  const track = useRef<HTMLUListElement>(null)
  const [paused, setPaused] = useState(false)
  const [holding, setHolding] = useState(false)
  const moving = !paused && !holding && catalogues.length > 2

  useEffect(() => {
    if (!moving || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    const timer = window.setInterval(() => {
      const element = track.current
      const first = element?.firstElementChild as HTMLElement | null
      if (!element || !first) return
      const atEnd = element.scrollLeft + element.clientWidth >= element.scrollWidth - 2
      element.scrollTo({ left: atEnd ? 0 : element.scrollLeft + first.offsetWidth, behavior: 'smooth' })
    }, CATALOGUE_SLIDER_AUTOPLAY_MS)
    return () => window.clearInterval(timer)
  }, [moving])

  if (catalogues.length === 0) return null
  return (
    <nav
      aria-label={t('catalogues.strip')}
      className="flex items-center gap-2"
      onMouseEnter={() => setHolding(true)}
      onMouseLeave={() => setHolding(false)}
      onFocus={() => setHolding(true)}
      onBlur={() => setHolding(false)}
    >
      <ul
        ref={track}
        className="flex min-w-0 flex-1 snap-x snap-mandatory overflow-x-auto [scrollbar-width:none]"
      >
        {catalogues.map((catalogue) => (
          <li key={catalogue.slug} className="w-1/2 shrink-0 snap-start p-1 md:w-1/4 lg:w-1/6">
            <Link
              to={`${base}/catalogos/${catalogue.slug}`}
              className="flex items-center gap-2 rounded-lg border border-gray-200 bg-white p-2 hover:border-gray-400"
            >
              <CatalogueThumb catalogue={catalogue} size={CATALOGUE_IMAGE_SIZE.width} />
              <span className="min-w-0 truncate font-medium text-gray-900 text-sm">{catalogue.name}</span>
            </Link>
          </li>
        ))}
      </ul>
      {catalogues.length > 2 ? (
        <button
          type="button"
          onClick={() => setPaused((value) => !value)}
          className="shrink-0 rounded px-2 py-1 text-gray-800 text-sm underline-offset-2 hover:underline"
        >
          {paused ? t('catalogues.play') : t('catalogues.pause')}
        </button>
      ) : null}
    </nav>
  )
}

/**
 * Colours for catalogues without a photo, chosen by the catalogue's slug (000 §3 derives it from the
 * id; the slug is as stable within the shop and the page already has it).
 */
const COLOURS = ['#0f766e', '#b45309', '#7c3aed', '#db2777', '#0369a1', '#15803d', '#b91c1c', '#4d7c0f']

function catalogueColour(key: string): string {
  let hash = 0
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return COLOURS[hash % COLOURS.length]!
}

/** A catalogue's picture (48×48 by 000 §9), or its initial on its own colour. */
function CatalogueThumb({
  catalogue,
  size,
}: {
  catalogue: { slug: string; name: string; photo: string | null }
  size: number
}) {
  if (catalogue.photo) {
    return (
      <img
        src={catalogue.photo}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        className="shrink-0 rounded-md object-cover"
        style={{ width: size, height: size }}
      />
    )
  }
  return (
    <span
      aria-hidden="true"
      className="flex shrink-0 items-center justify-center rounded-md font-bold text-white"
      style={{ width: size, height: size, backgroundColor: catalogueColour(catalogue.slug) }}
    >
      {catalogue.name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  )
}
