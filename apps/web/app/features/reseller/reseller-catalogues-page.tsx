import type { ElementType } from 'react'
import { useT } from '../../i18n/use-t'
import { resellerPaths } from './paths'
import type { ResellerCatalogue } from './reseller.server'
import { ResellerNav } from './reseller-nav'

/** /apps/me/referral/resale/catalogues: the reseller's catalogues (48×48 images), each to its page. */
export function ResellerCataloguesPage({
  data,
  titleAs: Title,
}: {
  data: { base: string; hasShop: boolean; catalogues: ResellerCatalogue[] }
  titleAs: ElementType
}) {
  const t = useT()
  return (
    <section className="mx-auto flex w-full max-w-4xl flex-col gap-4">
      <ResellerNav base={data.base} current="catalogues" />
      <Title className="font-bold text-2xl text-gray-900">{t('reseller.catalogues.title')}</Title>
      {!data.hasShop ? (
        <p>
          <a href={resellerPaths.freeStore} className="text-blue-800 underline">
            {t('reseller.catalogues.noShop')}
          </a>
        </p>
      ) : data.catalogues.length === 0 ? (
        <p className="text-gray-800">{t('reseller.catalogues.empty')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-gray-200">
          {data.catalogues.map((found) => (
            <li key={found.id} className="flex items-center gap-3 py-2">
              {found.photo ? (
                <img src={found.photo} alt="" width={48} height={48} className="rounded" />
              ) : null}
              <a href={found.href} className="font-semibold text-blue-800 underline">
                {found.name}
              </a>
              <span className="text-gray-700 text-sm">
                {t('reseller.catalogues.inShop', { shop: found.shop })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
