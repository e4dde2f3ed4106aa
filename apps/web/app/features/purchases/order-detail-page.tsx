import { Form, Link } from 'react-router'
import { useT } from '../../i18n/use-t'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { FlashToast } from '../toasts/flash-toast'
import { documentToast } from './document-toasts'
import { OrderDocuments } from './order-documents'
import type { InvoicingFailure } from './order-documents.server'
import { OrderFacts, OrderHistory } from './order-facts'
import { purchasesPaths } from './paths'
import type { OrderView } from './purchases.server'
import { StateBadge } from './state-badge'

/**
 * The order detail (002 §2, §3; decision 080): what was bought, from whom, how it is delivered and
 * paid, its history as a timeline, and the customer's 'next' as a plain form — today "I received
 * it" once the order is ready or on its way. Links back to the list and to the print preview.
 */
export function OrderDetailPage({
  order,
  received,
  paid = null,
  failure,
  closeHref,
  titleAs: Title,
  mark = null,
  invoicingFailure = null,
  returns = null,
}: {
  order: OrderView
  /** A delivered order's return (decision 091): the form's link, its open return, or 'time expired'. */
  returns?: {
    formHref: string | null
    openHref: string | null
    expired: boolean
    until: string | null
  } | null
  /** The 'next' just worked (`?hecho=recibida`): a toast says so. */
  received: boolean
  /** Back from paying the quoted order (decision 086): paid, or a reference to pay. */
  paid?: 'hecho' | 'referencia' | null
  failure: string | null
  closeHref: string
  titleAs: 'h1' | 'h2'
  /** A download that came back, or the invoicing form saved (`?hecho=…`; decision 085). */
  mark?: string | null
  invoicingFailure?: InvoicingFailure | null
}) {
  const t = useT()
  const section = Title === 'h1' ? 'h2' : 'h3'
  const toastOf = mark ? documentToast(mark) : null
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5 px-4 py-6">
      {received ? <FlashToast title={t('purchases.detail.next.done')} closeHref={closeHref} /> : null}
      {toastOf ? (
        <FlashToast
          title={t(toastOf.title)}
          {...(toastOf.message ? { message: t(toastOf.message) } : {})}
          kind={toastOf.kind}
          durationMs={toastOf.durationMs}
          closeHref={closeHref}
        />
      ) : null}
      {paid ? (
        <FlashToast
          title={t(paid === 'hecho' ? 'purchases.detail.paid' : 'purchases.detail.referenceReady')}
          closeHref={closeHref}
        />
      ) : null}
      <nav className="flex flex-wrap justify-between gap-3 text-sm">
        <Link to={purchasesPaths.list(order.base)} className="underline">
          {t('purchases.detail.back')}
        </Link>
        <Link to={purchasesPaths.print(order.base, order.id)} className="underline">
          {t('purchases.detail.print')}
        </Link>
      </nav>
      <div className="flex flex-wrap items-center gap-3">
        <Title className="font-bold text-2xl">{t('purchases.detail.title', { id: order.id })}</Title>
        <StateBadge displayed={order.displayedState} />
      </div>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {order.quote ? (
        <section
          className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4"
          data-order-quote=""
        >
          <p className="font-semibold">{t('purchases.detail.quote.title')}</p>
          {order.quote.date ? <p>{t('purchases.detail.quote.when', { date: order.quote.date })}</p> : null}
          <p>{t('purchases.detail.quote.cost', { cost: order.quote.cost })}</p>
          <p className="font-semibold">{t('purchases.detail.quote.total', { total: order.quote.total })}</p>
          <Link
            to={purchasesPaths.pay(order.base, order.id)}
            className="self-start rounded-md bg-[var(--accent)] px-4 py-2 font-semibold text-[var(--on-accent)]"
          >
            {t('purchases.detail.quote.confirm')}
          </Link>
        </section>
      ) : null}
      {order.next === 'deliver' ? (
        <Form
          method="post"
          className="flex flex-col gap-2 rounded-lg border border-sky-300 bg-sky-50 p-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <p>{t('purchases.detail.next.deliverHint')}</p>
          <input type="hidden" name="intent" value="next" />
          <Button>{t('purchases.detail.next.deliver')}</Button>
        </Form>
      ) : null}
      {returns && (returns.formHref || returns.openHref || returns.expired) ? (
        <section className="flex flex-col gap-2 rounded-lg border p-4" data-order-returns="">
          {returns.formHref ? (
            <a href={returns.formHref} className="self-start font-semibold underline underline-offset-2">
              {t('returns.link')}
            </a>
          ) : null}
          {returns.until ? <p className="text-sm">{t('returns.until', { date: returns.until })}</p> : null}
          {returns.openHref ? (
            <a href={returns.openHref} className="self-start underline underline-offset-2">
              {t('returns.open')}
            </a>
          ) : null}
          {!returns.formHref && returns.expired ? <p>{t('returns.expired')}</p> : null}
        </section>
      ) : null}
      <OrderDocuments order={order} failure={invoicingFailure} headingAs={section} />
      <OrderFacts order={order} headingAs={section} />
      <OrderHistory order={order} headingAs={section} />
    </div>
  )
}
