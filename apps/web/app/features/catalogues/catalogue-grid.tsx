import type { Catalogue } from '@tianguis/core/contracts/catalogues'
import { Link } from 'react-router'
import { CatalogueThumb } from './catalogue-thumb'

/** `/catalogos`: the shop's catalogues as cards (photo and name), each linking to its page. */
export function CatalogueGrid({ catalogues, base }: { catalogues: Catalogue[]; base: string }) {
  return (
    <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
      {catalogues.map((catalogue) => (
        <li key={catalogue.id}>
          <Link
            to={`${base}/catalogos/${catalogue.slug}`}
            className="flex flex-col items-center gap-3 rounded-lg border border-gray-200 bg-white p-4 text-center hover:border-gray-400"
          >
            <CatalogueThumb catalogue={catalogue} size={96} />
            <span className="font-semibold text-gray-900">{catalogue.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
