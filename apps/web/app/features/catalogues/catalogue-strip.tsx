import { CATALOGUE_IMAGE_SIZE } from '@tianguis/core/constants'
import { Link } from 'react-router'
import { useT } from '../../i18n/use-t'
import type { PageStripEntry } from './page-strip'

/**
 * The catalogue strip under the shop's header (000 §2, §9; decision 038): the shop's catalogues in
 * a row that swipes and snaps, 2 in view under 768 px, 4 under 1024 px, 6 wider, each a 48×48
 * picture over its whole name, and a compact pause control. It is plain HTML drawn by
 * catalogue-strip.css, and works without JavaScript: pages show it as an island (strip-island.ts),
 * whose code loads on the page's first press (decision 051). What moves it on every 6 seconds runs
 * from the first load (strip-autoplay.ts).
 */
export function CatalogueStrip({ catalogues, base }: { catalogues: PageStripEntry[]; base: string }) {
  const t = useT()
  return (
    <nav aria-label={t('catalogues.strip')} className="catalogue-strip">
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
