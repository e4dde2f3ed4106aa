import type { Catalogue } from '@tianguis/core/contracts/catalogues'
import { Link } from 'react-router'

/** A catalogue's card on `/catalogos`: its photo (or initial) and name, linking to its page. */
export function CatalogueCardLink({
  catalogue,
  base,
  deleting = false,
}: {
  catalogue: Catalogue
  base: string
  /** Marked as being deleted (000 §4): a dashed edge and the name struck through, still readable. */
  deleting?: boolean
}) {
  return (
    <Link
      to={`${base}/catalogos/${catalogue.slug}`}
      className={`flex flex-col items-center gap-3 rounded-lg border bg-white p-4 text-center hover:border-gray-400 ${deleting ? 'border-gray-500 border-dashed' : 'border-gray-200'}`}
    >
      {catalogue.photo ? (
        <img
          src={catalogue.photo}
          alt=""
          width={96}
          height={96}
          loading="lazy"
          className="h-24 w-24 rounded-md object-cover"
        />
      ) : (
        // No photo: the name's initial on a tile of the colour its id gives (000 §3).
        <span
          aria-hidden="true"
          style={{ backgroundColor: `hsl(${catalogue.icon_color * 45} 70% 88%)` }}
          className="flex h-24 w-24 items-center justify-center rounded-md font-bold text-3xl text-gray-800"
        >
          {catalogue.name.trim().charAt(0).toUpperCase() || '?'}
        </span>
      )}
      <span className={`font-semibold text-gray-900 ${deleting ? 'line-through' : ''}`}>
        {catalogue.name}
      </span>
    </Link>
  )
}
