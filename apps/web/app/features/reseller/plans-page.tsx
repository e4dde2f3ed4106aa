import type { ElementType } from 'react'
import { useT } from '../../i18n/use-t'
import { Alert } from '../../ui/alert'
import type { PlanRow } from './reseller.server'
import { ResellerNav } from './reseller-nav'

/** /apps/me/referral/resale/plans: each plan's rate, price and margin, and a button to request it. */
export function PlansPage({
  data,
  failure,
  titleAs: Title,
}: {
  data: { base: string; rows: PlanRow[]; requested: boolean }
  failure: string | null
  titleAs: ElementType
}) {
  const t = useT()
  return (
    <section className="mx-auto flex w-full max-w-4xl flex-col gap-4">
      <ResellerNav base={data.base} current="plans" />
      <Title className="font-bold text-2xl text-gray-900">{t('reseller.plans.title')}</Title>
      {data.requested ? <Alert tone="success">{t('reseller.plans.requested')}</Alert> : null}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <ul className="grid gap-4 sm:grid-cols-2">
        {data.rows.map((row) => (
          <li key={row.id} className="flex flex-col gap-1 rounded-md border border-gray-200 p-4">
            <h3 className="font-semibold text-gray-900 text-lg">{row.name}</h3>
            {row.current ? (
              <p className="font-semibold text-emerald-900">{t('reseller.plans.current')}</p>
            ) : null}
            <p>{t('reseller.plans.rate', { rate: row.rate })}</p>
            <p>{t('reseller.plans.price', { amount: row.price })}</p>
            <p>{t('reseller.plans.margin', { amount: row.margin })}</p>
            {row.current ? null : (
              <form method="post">
                <input type="hidden" name="plan_id" value={row.id} />
                <button type="submit" className="rounded bg-gray-900 px-3 py-1 font-semibold text-white">
                  {t('reseller.plans.request')}
                </button>
              </form>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
