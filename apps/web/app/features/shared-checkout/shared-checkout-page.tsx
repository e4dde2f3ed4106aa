import { Link } from 'react-router'
import { useT } from '../../i18n/use-t'
import type { PageShared, PageSharedOrder } from './page-shared'

/** Who is looking: a visitor is offered the guest door and signing in; a signed-in viewer just buys. */
export type SharedViewer = 'anonymous' | 'signed-in'

const primary =
  'inline-block rounded-md bg-[var(--color1)] px-4 py-2 text-center font-semibold text-[var(--on-color1)] hover:opacity-90'
const secondary =
  'inline-block rounded-md border border-gray-400 px-4 py-2 text-center font-medium text-gray-900 hover:bg-gray-50'

/**
 * The public page of a shared checkout (decision 054): the items priced now, grouped per seller,
 * what cannot be bought flagged (002 §4), the prices that moved since it was shared, and the way
 * to buy exactly these items. Links only, no form and no script needed: buying starts at the
 * checkout page, which sends a visitor to the guest sign-in first.
 */
export function SharedCheckoutPage({
  shared,
  viewer,
  titleAs: Title,
}: {
  shared: PageShared
  viewer: SharedViewer
  titleAs: 'h1' | 'h2'
}) {
  const t = useT()
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <Title className="font-bold text-3xl text-gray-900">{t('sharedCheckout.title')}</Title>
      <p className="text-gray-700">
        {t('sharedCheckout.intro', { shop: shared.shopName })}{' '}
        {t('sharedCheckout.expires', { date: shared.expiresOn })}
      </p>
      {shared.priceChanges.length > 0 ? (
        <section
          role="status"
          className="rounded-md border border-amber-400 bg-amber-50 px-4 py-3 text-amber-950"
        >
          <p className="font-semibold">{t('sharedCheckout.priceChanged')}</p>
          <ul className="list-disc pl-5">
            {shared.priceChanges.map((change) => (
              <li key={change.name}>{t('sharedCheckout.priceChange', change)}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {shared.gone.length > 0 ? (
        <section className="rounded-md border border-gray-300 px-4 py-3">
          <p className="font-semibold">{t('sharedCheckout.gone')}</p>
          <ul className="list-disc pl-5">
            {shared.gone.map((line) => (
              <li key={line.name}>{t('sharedCheckout.goneLine', line)}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {shared.orders.map((order) => (
        <SharedOrder key={order.key} order={order} />
      ))}
      <section className="flex flex-col gap-3 border-gray-200 border-t pt-4">
        {shared.totals.map((total) => (
          <p key={total} className="flex justify-between font-semibold text-lg">
            <span>{t('sharedCheckout.total')}</span>
            <span data-shared-total="">{total}</span>
          </p>
        ))}
        <p className="text-gray-700 text-sm">{t('sharedCheckout.shippingLater')}</p>
        {!shared.buyable ? (
          <p role="alert" className="font-medium text-red-800">
            {t('sharedCheckout.nothingToBuy')}
          </p>
        ) : viewer === 'signed-in' ? (
          <Link to={shared.startHref} className={primary}>
            {t('sharedCheckout.buy')}
          </Link>
        ) : (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <Link to={shared.guestHref} className={primary}>
              {t('sharedCheckout.buyAsGuest')}
            </Link>
            <span className="text-gray-700">{t('sharedCheckout.haveAccount')}</span>
            <Link to={shared.loginHref} className={secondary}>
              {t('sharedCheckout.login')}
            </Link>
          </div>
        )}
      </section>
    </div>
  )
}

function SharedOrder({ order }: { order: PageSharedOrder }) {
  const t = useT()
  return (
    <section className="flex flex-col gap-3 rounded-lg border border-gray-200 p-4">
      <h3 className="font-semibold text-gray-900">
        {t('sharedCheckout.soldBy', { name: order.supplierName })}
      </h3>
      {!order.configured ? <p className="text-red-800 text-sm">{t('sharedCheckout.notConfigured')}</p> : null}
      <ul className="flex flex-col gap-3">
        {order.lines.map((line) => (
          <li key={line.key} className="flex items-start gap-3" data-shared-line="">
            {line.photo ? (
              <img
                src={line.photo}
                alt=""
                width={64}
                height={64}
                className="h-16 w-16 shrink-0 rounded object-cover"
              />
            ) : null}
            <div className="flex flex-1 flex-col">
              <Link to={line.url} className="font-medium underline-offset-2 hover:underline">
                {line.name}
              </Link>
              {line.variants ? <span className="text-gray-700 text-sm">{line.variants}</span> : null}
              <span className="text-gray-700 text-sm">
                {t('sharedCheckout.quantity', { quantity: line.quantity })} ·{' '}
                {t('sharedCheckout.unitPrice', { price: line.unitPrice })}
              </span>
              {line.unavailable ? (
                <span className="font-medium text-red-800 text-sm">
                  {t(`sharedCheckout.unavailable.${line.unavailable}`)}
                </span>
              ) : null}
              {line.warning ? <span className="text-amber-900 text-sm">{line.warning}</span> : null}
            </div>
            <span className={line.unavailable ? 'text-gray-500 line-through' : 'font-medium'}>
              {line.total}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
