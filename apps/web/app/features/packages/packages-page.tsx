import { useT } from '../../i18n/use-t'
import { island } from '../../lib/island'
import { Alert } from '../../ui/alert'
import type { PackagesView } from './packages.server'

const CardIsland = island(() => import('./package-card-pay').then((m) => m.PackageCardPay))

/**
 * `/apps/paquetes` (002 §2; decision 092): the plans to buy with their price, rate and margin, and
 * the chosen one's purchase by card (an island: the checkout's card form).
 */
export function PackagesPage({
  view,
  failure,
  attemptKey,
  titleAs: Title,
}: {
  view: PackagesView
  failure: string | null
  /** After a refusal, the action's new key: the next press is a new attempt. */
  attemptKey: string | null
  titleAs: 'h1' | 'h2'
}) {
  const t = useT()
  const Section = Title === 'h1' ? 'h2' : 'h3'
  return (
    <section className="mx-auto flex w-full max-w-4xl flex-col gap-4 px-4 py-6">
      <Title className="font-bold text-2xl text-gray-900">{t('packages.title')}</Title>
      <p className="text-gray-700">{t('packages.intro')}</p>
      {view.done ? <Alert tone="success">{view.done}</Alert> : null}
      {view.unknownPlan ? <Alert tone="error">{t('packages.buy.unknown')}</Alert> : null}
      {view.buy ? (
        <section className="flex flex-col gap-3 rounded-md border border-emerald-300 p-4" data-package-buy="">
          <Section className="font-semibold text-gray-900 text-lg">
            {t('packages.buy.title', { plan: view.buy.name })}
          </Section>
          <p className="font-semibold">{t('packages.buy.total', { amount: view.buy.total })}</p>
          {(failure ?? view.returnedFailure) ? (
            <Alert tone="error">{failure ?? view.returnedFailure}</Alert>
          ) : null}
          {view.buy.loginHref ? (
            <a href={view.buy.loginHref} className="font-semibold underline">
              {t('packages.buy.login')}
            </a>
          ) : (
            <CardIsland
              planId={view.buy.id}
              expected={view.buy.expected}
              attemptKey={attemptKey ?? view.buy.attemptKey}
              payLabel={t('packages.buy.pay', { amount: view.buy.total })}
            />
          )}
        </section>
      ) : null}
      <ul className="grid gap-4 sm:grid-cols-2">
        {view.rows.map((row) => (
          <li key={row.id} className="flex flex-col gap-1 rounded-md border border-gray-200 p-4">
            <Section className="font-semibold text-gray-900 text-lg">{row.name}</Section>
            {row.current ? (
              <p className="font-semibold text-emerald-900">
                {row.current.until
                  ? t('packages.current', { date: row.current.until })
                  : t('packages.currentGiven')}
              </p>
            ) : null}
            <p className="font-semibold">{t('packages.price', { amount: row.price })}</p>
            <p>{t('packages.rate', { rate: row.rate })}</p>
            <p>{t('packages.margin', { amount: row.margin })}</p>
            {view.buy?.id === row.id ? null : (
              <a
                href={row.href}
                className="self-start rounded bg-gray-900 px-3 py-1 font-semibold text-white"
              >
                {t(row.current ? 'packages.renew' : 'packages.choose', { plan: row.name })}
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
