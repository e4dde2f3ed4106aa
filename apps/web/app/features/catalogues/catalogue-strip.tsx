import { CATALOGUE_IMAGE_SIZE, CATALOGUE_SLIDER_AUTOPLAY_MS } from '@tianguis/core/constants'
import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { useT } from '../../i18n/use-t'
import type { PageStripEntry } from './page-strip'

/**
 * The catalogue strip under the shop's header (000 §2, §9; decision 038): the shop's catalogues in
 * a row that swipes and snaps, 2 in view under 768 px, 4 under 1024 px, 6 wider, each a 48×48
 * picture over its whole name, and a compact pause control. It is plain HTML drawn by
 * catalogue-strip.css, and works without JavaScript. It is in every shop page's first-load
 * script, so it keeps no React state: the script only moves it on by one every 6 seconds (back to
 * the first after the last), and each tick asks the page whether to skip — the pause box is
 * ticked, a pointer is over the strip, focus is inside it, or the visitor prefers reduced motion.
 */
export function CatalogueStrip({ catalogues, base }: { catalogues: PageStripEntry[]; base: string }) {
  const t = useT()
  const strip = useRef<HTMLElement>(null)
  useEffect(() => {
    const timer = setInterval(() => {
      const track = strip.current?.firstElementChild
      if (
        !track ||
        strip.current!.matches(':hover,:focus-within,:has(:checked)') ||
        matchMedia('(prefers-reduced-motion:reduce)').matches
      )
        return
      const atEnd = track.scrollLeft + track.clientWidth >= track.scrollWidth - 2
      track.scrollTo({
        left: atEnd ? 0 : track.scrollLeft + track.firstElementChild!.clientWidth,
        behavior: 'smooth',
      })
    }, CATALOGUE_SLIDER_AUTOPLAY_MS)
    return () => clearInterval(timer)
  }, [])

  return (
    <nav ref={strip} aria-label={t('catalogues.strip')} className="catalogue-strip">
      <ul>
        {catalogues.map((catalogue) => (
          <li key={catalogue.slug}>
            <Link to={`${base}/catalogos/${catalogue.slug}`}>
              {'photo' in catalogue ? (
                <img
                  src={catalogue.photo}
                  alt=""
                  width={CATALOGUE_IMAGE_SIZE.width}
                  height={CATALOGUE_IMAGE_SIZE.height}
                  loading="lazy"
                />
              ) : (
                <span aria-hidden="true" data-colour={catalogue.colour}>
                  {catalogue.name.trim().charAt(0).toUpperCase()}
                </span>
              )}
              <span>{catalogue.name}</span>
            </Link>
          </li>
        ))}
      </ul>
      <input type="checkbox" aria-label={t('catalogues.pause')} />
    </nav>
  )
}
