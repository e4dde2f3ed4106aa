import type { Catalogue } from '@tianguis/core/contracts/catalogues'
import { Link } from 'react-router'

/**
 * `/catalogos`: the shop's catalogues as cards (photo and name), each linking to its page. It
 * shares no code with the home's strip, so the home loads no extra file for it (decision 019).
 */
export function CatalogueGrid({ catalogues, base }: { catalogues: Catalogue[]; base: string }) {
  return (
    <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
      {catalogues.map((catalogue) => (
        <li key={catalogue.id}>
          <Link
            to={`${base}/catalogos/${catalogue.slug}`}
            className="flex flex-col items-center gap-3 rounded-lg border border-gray-200 bg-white p-4 text-center hover:border-gray-400"
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
              // No photo: the name's initial on a plain tile (the strip colours it by catalogue).
              <span
                aria-hidden="true"
                className="flex h-24 w-24 items-center justify-center rounded-md bg-gray-200 font-bold text-3xl text-gray-700"
              >
                {catalogue.name.trim().charAt(0).toUpperCase() || '?'}
              </span>
            )}
            <span className="font-semibold text-gray-900">{catalogue.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
