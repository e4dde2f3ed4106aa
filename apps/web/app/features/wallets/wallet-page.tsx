import type { MessageKey } from '../../i18n/es-MX'
import { useT } from '../../i18n/use-t'
import { FlashToast } from '../toasts/flash-toast'
import type { CashoutFailure, PageChart, PageWalletData } from './wallet.server'

/**
 * My wallet (002 §3 Wallet; decision 090): the wallet types as tabs (links), the chosen one's
 * balance, what is available for cash-out, held and in progress, the next cut-off; its balance over
 * time drawn on the server as SVG; the cash-out form (a plain post); its movements and cash-outs.
 */
export function WalletPage({
  wallet,
  failure,
  titleAs: Heading,
}: {
  wallet: PageWalletData
  failure: CashoutFailure | null
  titleAs: 'h1' | 'h2'
}) {
  const t = useT()
  const Sub = Heading === 'h1' ? 'h2' : 'h3'
  const { selected } = wallet
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6">
      {wallet.done ? <FlashToast title={t('wallet.cashout.done')} closeHref={wallet.closeHref} /> : null}
      <Heading className="font-bold text-2xl text-gray-900">{t('wallet.title')}</Heading>
      <nav aria-label={t('wallet.types')} className="flex flex-wrap gap-2">
        {wallet.wallets.map((one) => (
          <a
            key={one.id}
            href={one.href}
            aria-current={one.selected ? 'page' : undefined}
            className={`rounded-full border px-3 py-1 text-sm ${one.selected ? 'border-gray-900 bg-gray-900 text-white' : 'border-gray-300 text-gray-800'}`}
          >
            {one.currency}
          </a>
        ))}
      </nav>
      <section aria-label={t('wallet.balance')} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure label={t('wallet.balance')} value={selected.balance} strong />
        <Figure label={t('wallet.available')} value={selected.available} />
        <Figure label={t('wallet.held')} value={selected.held} />
        <Figure label={t('wallet.pending')} value={selected.pending} />
      </section>
      <p className="text-gray-700 text-sm">{t('wallet.cutoff', { date: selected.cutoff })}</p>

      <section aria-labelledby="grafica" className="flex flex-col gap-2">
        <Sub id="grafica" className="font-semibold text-gray-900 text-lg">
          {t('wallet.chart')}
        </Sub>
        {wallet.chart ? (
          <Chart chart={wallet.chart} />
        ) : (
          <p className="text-gray-700">{t('wallet.chartEmpty')}</p>
        )}
      </section>

      <section aria-labelledby="retirar" className="flex flex-col gap-2">
        <Sub id="retirar" className="font-semibold text-gray-900 text-lg">
          {t('wallet.cashout.title')}
        </Sub>
        {failure ? (
          <p role="alert" className="rounded border border-red-300 bg-red-50 p-3 text-red-900">
            {failure.message}
          </p>
        ) : null}
        <form method="post" className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="tipo" value={selected.id} />
          <label className="flex flex-col gap-1 text-sm">
            {t('wallet.cashout.amount')}
            <input
              name="amount"
              inputMode="decimal"
              required
              defaultValue={failure?.value ?? ''}
              aria-describedby="retiro-ayuda"
              className="rounded border border-gray-400 px-3 py-2"
            />
          </label>
          <button type="submit" className="rounded bg-gray-900 px-4 py-2 font-medium text-white">
            {t('wallet.cashout.submit')}
          </button>
          <p id="retiro-ayuda" className="w-full text-gray-700 text-sm">
            {t('wallet.cashout.hint', { amount: selected.available })}
          </p>
        </form>
      </section>

      <section aria-labelledby="movimientos" className="flex flex-col gap-2">
        <Sub id="movimientos" className="font-semibold text-gray-900 text-lg">
          {t('wallet.movements')}
        </Sub>
        {wallet.movements.length === 0 ? (
          <p className="text-gray-700">{t('wallet.empty')}</p>
        ) : (
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-gray-300 border-b">
                <th className="py-2">{t('wallet.when')}</th>
                <th className="py-2">{t('wallet.what')}</th>
                <th className="py-2 text-right">{t('wallet.amount')}</th>
                <th className="py-2 text-right">{t('wallet.after')}</th>
              </tr>
            </thead>
            <tbody>
              {wallet.movements.map((move) => (
                <tr key={move.id} className="border-gray-200 border-b align-top">
                  <td className="py-2 pr-2">{move.when}</td>
                  <td className="py-2 pr-2">
                    {t(`wallet.kind.${move.kind}` as MessageKey)}
                    {move.orderId ? (
                      <span className="block text-gray-600">{t('wallet.order', { id: move.orderId })}</span>
                    ) : null}
                  </td>
                  <td className="py-2 text-right">
                    {move.kind === 'dispersion' ? move.available : move.amount}
                  </td>
                  <td className="py-2 text-right">{move.after}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {wallet.pages > 1 ? (
          <nav aria-label={t('wallet.pagination')} className="flex items-center justify-between gap-3">
            {wallet.previousHref ? (
              <a href={wallet.previousHref} className="underline">
                {t('wallet.previous')}
              </a>
            ) : (
              <span />
            )}
            <span className="text-gray-700 text-sm">
              {t('wallet.page', { page: wallet.page, pages: wallet.pages })}
            </span>
            {wallet.nextHref ? (
              <a href={wallet.nextHref} className="underline">
                {t('wallet.next')}
              </a>
            ) : (
              <span />
            )}
          </nav>
        ) : null}
      </section>

      <section aria-labelledby="retiros" className="flex flex-col gap-2">
        <Sub id="retiros" className="font-semibold text-gray-900 text-lg">
          {t('wallet.cashouts')}
        </Sub>
        {wallet.cashouts.length === 0 ? (
          <p className="text-gray-700">{t('wallet.cashouts.empty')}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {wallet.cashouts.map((one) => (
              <li
                key={one.id}
                className="flex flex-wrap justify-between gap-2 rounded border border-gray-200 p-3"
              >
                <span className="font-medium">{one.amount}</span>
                <span>{t(`wallet.cashout.status.${one.status}` as MessageKey)}</span>
                <span className="text-gray-700 text-sm">
                  {t('wallet.cashout.cutoff')}: {one.cutoff}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}

function Figure({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-gray-200 p-3">
      <span className="text-gray-700 text-xs">{label}</span>
      <span className={strong ? 'font-bold text-gray-900 text-xl' : 'font-semibold text-gray-900'}>
        {value}
      </span>
    </div>
  )
}

function Chart({ chart }: { chart: PageChart }) {
  const t = useT()
  return (
    <svg
      viewBox={`0 0 ${chart.width} ${chart.height}`}
      role="img"
      aria-label={t('wallet.chartLabel', {
        from: chart.from,
        to: chart.to,
        first: chart.first,
        last: chart.last,
      })}
      className="h-40 w-full rounded-lg border border-gray-200 bg-white"
      preserveAspectRatio="none"
    >
      <path d={chart.area} className="fill-green-100" />
      <path
        d={chart.line}
        className="fill-none stroke-green-700"
        strokeWidth={2}
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  )
}
