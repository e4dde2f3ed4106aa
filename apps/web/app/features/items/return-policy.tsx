import type { PublicItem } from '@tianguis/core/contracts/items'
import { formatMoney } from '@tianguis/core/money'
import { useLocale, useT } from '../../i18n/use-t'

type ReturnInfo = Pick<
  PublicItem,
  | 'return_type'
  | 'return_policy'
  | 'return_policy_legend'
  | 'return_fees'
  | 'return_shipping_label'
  | 'restocking_fees'
  | 'currency'
>

/**
 * The return-policy texts shown to shoppers (001 §8): the 72-hour window, who bears the cost,
 * how the shipping label arrives and the conditions, or the supplier's own legend when the
 * policy is customised. Restocking fees show with two decimals (001 §3).
 */
export function ReturnPolicy({ item }: { item: ReturnInfo }) {
  const t = useT()
  const locale = useLocale()
  return (
    <section aria-labelledby="devoluciones" className="flex flex-col gap-2 text-gray-800 text-sm">
      <h3 id="devoluciones" className="font-semibold text-base text-gray-900">
        {t('item.returns.title')}
      </h3>
      {item.return_type === 'disallowed' ? (
        <p>{t('item.returns.disallowed')}</p>
      ) : (
        <>
          <p>{t('item.returns.window')}</p>
          <p>
            {item.return_fees === 'restocking_fees'
              ? t('item.returns.fees.restocking_fees', {
                  amount: formatMoney({ amount: item.restocking_fees ?? 0, currency: item.currency }, locale),
                })
              : t(`item.returns.fees.${item.return_fees}`)}
          </p>
          <p>{t(`item.returns.label.${item.return_shipping_label}`)}</p>
          {item.return_policy === 'customized' && item.return_policy_legend ? (
            <p className="whitespace-pre-line">{item.return_policy_legend}</p>
          ) : (
            <p>{t('item.returns.conditions')}</p>
          )}
        </>
      )}
    </section>
  )
}
