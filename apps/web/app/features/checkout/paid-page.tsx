import type { ReactNode } from 'react'
import type { MessageKey } from '../../i18n/es-MX'
import { useT } from '../../i18n/use-t'
import { shopHome } from '../../lib/shop-base'
import type { PagePaid, PaidPayment } from './paid.server'

/** Seconds between the reloads of a payment being confirmed (the job asks the provider each minute). */
export const PROCESSING_REFRESH_SECONDS = 5

/** The page's title: paid, a payment being confirmed, a reference that lapsed, or an order placed unpaid. */
export function paidTitleKey(paid: Pick<PagePaid, 'total' | 'payment'>): MessageKey {
  if (paid.payment?.kind === 'processing') return 'checkout.paid.processing.title'
  if (paid.payment?.kind === 'expired') return 'checkout.paid.expired.title'
  return paid.total === null ? 'checkout.paid.placedTitle' : 'checkout.paid.title'
}

/** Whether the total is still to pay (a reference) rather than paid. */
const toPay = (payment: PaidPayment | null) =>
  payment !== null && ['store', 'deposit', 'cash', 'crypto', 'processing'].includes(payment.kind)

/**
 * The paid page (002 §2, §4; decisions 049, 064): the order numbers, what was bought per supplier
 * and how it is delivered, the total, and how it was paid — the card's brand and last 4 — or how to
 * pay it: a transfer's reference, CLABE, bank and 1-hour deadline; a cash voucher to print with its
 * stores; a crypto address, network and amount; a store reference. A payment the provider has not
 * confirmed yet says so and reloads itself (a meta refresh: no script needed); a reference that
 * lapsed says the order was cancelled. With nothing charged the page is "order placed".
 */
export function PaidPage({ paid }: { paid: PagePaid }) {
  const t = useT()
  const payment = paid.payment
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6">
      <h1 className="font-bold text-2xl">{t(paidTitleKey(paid))}</h1>
      {payment ? <PaymentPart payment={payment} total={paid.total ?? ''} /> : null}
      {paid.orderNumbers.length > 0 ? (
        <ul className="flex flex-col gap-1" aria-label={t('checkout.summary.title')}>
          {paid.orderNumbers.map((number) => (
            <li key={number} className="font-medium">
              {t('checkout.paid.order', { number })}
            </li>
          ))}
        </ul>
      ) : null}
      {paid.orders.map((order) => (
        <section
          key={order.supplierName}
          className="flex flex-col gap-2 rounded-lg border border-gray-200 p-4 print:hidden"
        >
          <h2 className="text-gray-700 text-sm">
            {t('checkout.paid.soldBy', { supplier: order.supplierName })}
          </h2>
          <ul className="flex flex-col gap-1">
            {order.lines.map((line) => (
              <li key={line.id} className="flex justify-between gap-3">
                <span>
                  {line.name} × {line.quantity}
                </span>
                <span>{line.total}</span>
              </li>
            ))}
          </ul>
          {order.delivery ? (
            <p className="text-sm">
              {t('checkout.paid.delivery', { type: t(`checkout.delivery.type.${order.delivery}`) })}
            </p>
          ) : null}
          {order.awaitingConfirmation ? (
            <>
              <p className="text-sm">{t('checkout.paid.itemsToConfirm', { total: order.itemsTotal })}</p>
              <p
                className="rounded-md bg-amber-50 p-2 font-medium text-amber-900 text-sm"
                data-order-state=""
              >
                {t('checkout.paid.awaitingConfirmation')}
              </p>
            </>
          ) : null}
        </section>
      ))}
      {paid.total !== null && payment?.kind !== 'expired' ? (
        <p className="flex justify-between font-semibold text-lg">
          {/* A reference is still to be paid with: nothing is paid yet. */}
          <span>{t(toPay(payment) ? 'checkout.paid.totalDue' : 'checkout.paid.total')}</span>
          <span>{paid.total}</span>
        </p>
      ) : null}
      {payment?.kind === 'store' ? (
        <p className="rounded-md bg-amber-50 p-2 text-amber-900" data-order-state="">
          {t('checkout.paid.pending')} {t('checkout.paid.store', payment)}
        </p>
      ) : null}
      {paid.tickets ? (
        <a href={`${paid.base}/mis-boletos`} className="self-start font-medium underline print:hidden">
          {t('checkout.paid.tickets')}
        </a>
      ) : null}
      <a href={shopHome(paid.base)} className="self-start underline print:hidden">
        {t('checkout.paid.back')}
      </a>
    </div>
  )
}

/** How it was paid, or what to pay with, for each method and state. */
function PaymentPart({ payment, total }: { payment: PaidPayment; total: string }) {
  const t = useT()
  switch (payment.kind) {
    case 'card':
      return <p>{t('checkout.paid.card', payment)}</p>
    case 'paid':
      return <p>{t('checkout.paid.paidWith', { method: t(`checkout.payment.${payment.method}`) })}</p>
    case 'store':
      // Said below the total, as before the other methods came (decision 049).
      return null
    case 'processing':
      return (
        <div className="rounded-md bg-sky-50 p-3 text-sky-900" role="status" data-payment-state="processing">
          {/* Reloads the page until the payment is settled; React puts it in the document's head. */}
          <meta httpEquiv="refresh" content={String(PROCESSING_REFRESH_SECONDS)} />
          {t('checkout.paid.processing.text')}
        </div>
      )
    case 'expired':
      return (
        <div
          className="flex flex-col gap-1 rounded-md bg-red-50 p-3 text-red-900"
          data-payment-state="expired"
        >
          <p>{t('checkout.paid.method', { method: t(`checkout.payment.${payment.method}`) })}</p>
          <p className="font-medium">{t('checkout.paid.expired.text')}</p>
        </div>
      )
    case 'deposit':
      return (
        <PendingBox title={t('checkout.paid.deposit.title')} kind="deposit">
          <p className="font-semibold" data-deadline="">
            {t('checkout.paid.deposit.deadline', { time: payment.time })}
          </p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <Row label={t('checkout.paid.reference')} value={payment.reference} copyable />
            {payment.clabe ? (
              <Row label={t('checkout.paid.deposit.clabe')} value={payment.clabe} copyable />
            ) : null}
            {payment.bank ? <Row label={t('checkout.paid.deposit.bank')} value={payment.bank} /> : null}
            {payment.beneficiary ? (
              <Row label={t('checkout.paid.deposit.beneficiary')} value={payment.beneficiary} />
            ) : null}
            <Row label={t('checkout.paid.amount')} value={total} />
          </dl>
          <p className="text-sm">{t('checkout.paid.deposit.concept')}</p>
        </PendingBox>
      )
    case 'cash':
      return (
        <PendingBox title={t('checkout.paid.cash.title')} kind="cash">
          <p className="font-semibold" data-deadline="">
            {t('checkout.paid.cash.deadline', { deadline: payment.deadline })}
          </p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <Row label={t('checkout.paid.reference')} value={payment.reference} copyable />
            <Row label={t('checkout.paid.amount')} value={total} />
          </dl>
          <p className="flex flex-col items-center gap-1" data-barcode="">
            <span className="text-gray-700 text-sm">{t('checkout.paid.cash.barcode')}</span>
            <span className="select-all font-mono text-2xl tracking-[0.3em]">{payment.barcode}</span>
          </p>
          {payment.stores.length > 0 ? (
            <div className="flex flex-col gap-1">
              <h3 className="font-medium text-sm">{t('checkout.paid.cash.stores')}</h3>
              <ul className="flex flex-wrap gap-2" data-stores="">
                {payment.stores.map((store) => (
                  <li key={store} className="rounded border border-gray-300 px-2 py-1 text-sm">
                    {store}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <p className="text-sm">{t('checkout.paid.cash.howTo')}</p>
          {/* Prints the voucher alone (app.css `[data-voucher]` print rules); without script the browser's own print does. */}
          <button
            type="button"
            onClick={() => window.print()}
            className="cursor-pointer self-start rounded-md border border-gray-400 px-3 py-2 font-medium print:hidden"
          >
            {t('checkout.paid.cash.print')}
          </button>
        </PendingBox>
      )
    case 'crypto':
      return (
        <PendingBox title={t('checkout.paid.crypto.title')} kind="crypto">
          <p className="font-semibold" data-deadline="">
            {t('checkout.paid.crypto.deadline', { time: payment.time })}
          </p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <Row label={t('checkout.paid.crypto.amount')} value={payment.amount} copyable />
            <Row label={t('checkout.paid.crypto.network')} value={payment.network} />
            <Row label={t('checkout.paid.crypto.address')} value={payment.address} copyable />
            <Row label={t('checkout.paid.reference')} value={payment.reference} />
          </dl>
          {payment.network ? (
            <p className="text-sm">{t('checkout.paid.crypto.warning', { network: payment.network })}</p>
          ) : null}
        </PendingBox>
      )
  }
}

/** A payment still to make: what to pay with, under the pending notice. */
function PendingBox({ title, kind, children }: { title: string; kind: string; children: ReactNode }) {
  const t = useT()
  return (
    <section
      aria-labelledby="payment-to-make"
      className="flex flex-col gap-3 rounded-lg border-2 border-amber-300 bg-amber-50 p-4 text-amber-950"
      data-order-state=""
      data-voucher={kind === 'cash' ? '' : undefined}
      data-payment-kind={kind}
    >
      <h2 id="payment-to-make" className="font-semibold text-lg">
        {title}
      </h2>
      <p>{t('checkout.paid.pending')}</p>
      {children}
    </section>
  )
}

/**
 * One labelled value; a value to type elsewhere (reference, account, address) is selected whole
 * with one tap (`select-all`), a copy without script.
 */
function Row({ label, value, copyable = false }: { label: string; value: string; copyable?: boolean }) {
  return (
    <>
      <dt className="text-sm">{label}</dt>
      <dd className={`break-all font-medium font-mono ${copyable ? 'select-all' : ''}`}>{value}</dd>
    </>
  )
}
