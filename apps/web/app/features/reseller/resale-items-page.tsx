import type { ElementType } from 'react'
import { useT } from '../../i18n/use-t'
import { Alert } from '../../ui/alert'
import { resellerPaths } from './paths'
import { ResaleSearchIsland } from './resale-search-island'
import type { ResaleItemsLoad } from './reseller.server'
import { ResellerNav } from './reseller-nav'

/** /apps/me/referral: the items to resell, largest margin first, with a plain GET filter form. */
export function ResaleItemsPage({ data, titleAs: Title }: { data: ResaleItemsLoad; titleAs: ElementType }) {
  const t = useT()
  const { filters } = data
  const pageHref = (page: number) => {
    const query = new URLSearchParams()
    if (filters.text) query.set('text', filters.text)
    if (filters.type) query.set('type', filters.type)
    if (filters.dssupplier) query.set('dssupplier', filters.dssupplier)
    if (page > 1) query.set('page', String(page))
    const search = query.toString()
    return `${resellerPaths.items(data.base)}${search ? `?${search}` : ''}`
  }
  return (
    <section className="mx-auto flex w-full max-w-4xl flex-col gap-4">
      <ResellerNav base={data.base} current="items" />
      <Title className="font-bold text-2xl text-gray-900">{t('reseller.items.title')}</Title>
      {data.refused ? (
        <Alert tone="error">{data.refused}</Alert>
      ) : (
        <>
          <p className="text-gray-700">{t('reseller.items.intro')}</p>
          <form method="get" className="flex flex-wrap items-end gap-3">
            {/* 001 §9 product suggestions (10): a datalist without JavaScript, a combobox with it. */}
            <ResaleSearchIsland filters={filters} suggestions={data.suggestions} />
            <label className="flex flex-col text-sm">
              {t('reseller.items.type')}
              <select
                name="type"
                defaultValue={filters.type ?? ''}
                className="rounded border border-gray-400 px-2 py-1"
              >
                <option value="">{t('reseller.items.type.all')}</option>
                <option value="product">{t('reseller.items.type.product')}</option>
                <option value="service">{t('reseller.items.type.service')}</option>
                <option value="experience">{t('reseller.items.type.experience')}</option>
              </select>
            </label>
            <label className="flex flex-col text-sm">
              {t('reseller.items.supplier')}
              <select
                name="dssupplier"
                defaultValue={filters.dssupplier ?? ''}
                className="rounded border border-gray-400 px-2 py-1"
              >
                <option value="">{t('reseller.items.supplier.all')}</option>
                {data.suppliers.map((supplier) => (
                  <option key={supplier.id} value={supplier.id}>
                    {supplier.name}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className="rounded bg-gray-900 px-3 py-1 font-semibold text-white">
              {t('reseller.items.apply')}
            </button>
          </form>
          <p className="text-gray-700 text-sm">{t('reseller.items.count', { count: data.total })}</p>
          {data.rows.length === 0 ? (
            <p className="text-gray-800">{t('reseller.items.empty')}</p>
          ) : (
            <ol className="flex flex-col divide-y divide-gray-200" aria-label={t('reseller.items.title')}>
              {data.rows.map((row) => (
                <li key={row.id} className="flex items-center gap-3 py-2">
                  {row.photo ? (
                    <img src={row.photo} alt="" width={48} height={48} className="rounded" />
                  ) : null}
                  <div className="flex flex-1 flex-col">
                    <a href={row.href} className="font-semibold text-blue-800 underline">
                      {row.name}
                    </a>
                    <span className="text-gray-700 text-sm">
                      {row.price} · {t('reseller.items.margin', { amount: row.margin })}
                    </span>
                  </div>
                  <div className="flex flex-col text-right text-sm">
                    <span>{t('reseller.buyBy', { amount: row.buyBy })}</span>
                    <span className="font-semibold text-emerald-900">
                      {t('reseller.earn', { amount: row.earn })}
                    </span>
                  </div>
                </li>
              ))}
            </ol>
          )}
          <nav className="flex gap-4" aria-label={t('reseller.items.title')}>
            {data.page > 1 ? <a href={pageHref(data.page - 1)}>{t('reseller.items.previous')}</a> : null}
            {data.page < data.pages ? <a href={pageHref(data.page + 1)}>{t('reseller.items.next')}</a> : null}
          </nav>
        </>
      )}
    </section>
  )
}
