import type { MessageKey } from '../../i18n/es-MX'
import { useT } from '../../i18n/use-t'
import type { PageLedgerReport } from './wallet.server'

/**
 * The ledger's report (decision 090): per currency, what each kind of account holds and how many
 * accounts, and the currency's total, which sound books keep at zero.
 */
export function LedgerReportPage({
  report,
  titleAs: Heading,
}: {
  report: PageLedgerReport
  titleAs: 'h1' | 'h2'
}) {
  const t = useT()
  const Sub = Heading === 'h1' ? 'h2' : 'h3'
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6">
      <Heading className="font-bold text-2xl text-gray-900">{t('ledger.title')}</Heading>
      <p className="text-gray-700">{t('ledger.intro')}</p>
      <p className="text-gray-700 text-sm">{t('ledger.entries', { count: report.entries })}</p>
      {report.currencies.length === 0 ? <p className="text-gray-700">{t('ledger.empty')}</p> : null}
      {report.currencies.map((currency) => (
        <section
          key={currency.currency}
          aria-labelledby={`moneda-${currency.currency}`}
          className="flex flex-col gap-2"
        >
          <Sub id={`moneda-${currency.currency}`} className="font-semibold text-gray-900 text-lg">
            {currency.currency}
          </Sub>
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-gray-300 border-b">
                <th className="py-2">{t('ledger.kind')}</th>
                <th className="py-2 text-right">{t('ledger.accounts')}</th>
                <th className="py-2 text-right">{t('ledger.balance')}</th>
              </tr>
            </thead>
            <tbody>
              {currency.accounts.map((account) => (
                <tr key={account.kind} className="border-gray-200 border-b">
                  <td className="py-2">{t(`ledger.account.${account.kind}` as MessageKey)}</td>
                  <td className="py-2 text-right">{account.accounts}</td>
                  <td className="py-2 text-right">{account.balance}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th className="py-2">{t('ledger.total')}</th>
                <td />
                <td className="py-2 text-right font-semibold">{currency.total}</td>
              </tr>
            </tfoot>
          </table>
          <p className={currency.balanced ? 'text-green-800' : 'font-semibold text-red-800'}>
            {currency.balanced ? t('ledger.balanced') : t('ledger.unbalanced')}
          </p>
        </section>
      ))}
    </div>
  )
}
