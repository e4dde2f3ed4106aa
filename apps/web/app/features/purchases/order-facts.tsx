import type { ReactNode } from 'react'
import type { MessageKey } from '../../i18n/es-MX'
import { useT } from '../../i18n/use-t'
import type { OrderView } from './purchases.server'
import { StateBadge } from './state-badge'

/**
 * Every label of 002 §3's purchase order, for the detail page and its print preview (decision
 * 080): order ID, placed date, sold by, branch address and phone, return deadline, the totals
 * (order, shipping, extra charge), delivery data, invoicing data with tax regime and CFDI use,
 * payment method; what is not known says so rather than leaving a blank.
 */
export function OrderFacts({ order, headingAs: H = 'h3' }: { order: OrderView; headingAs?: 'h2' | 'h3' }) {
  const t = useT()
  const notGiven = t('purchases.detail.notGiven')
  return (
    <div className="grid gap-4 md:grid-cols-2 print:block">
      <Section title={null}>
        <Rows>
          <Row label={t('purchases.detail.orderId')}>
            <span className="font-mono">{order.id}</span>
          </Row>
          <Row label={t('purchases.detail.placed')}>{order.placed}</Row>
          <Row label={t('purchases.detail.state')}>
            <StateBadge displayed={order.displayedState} />
          </Row>
          <Row label={t('purchases.detail.kind')}>{t(`purchases.kind.${order.kind}` as MessageKey)}</Row>
          <Row label={t('purchases.detail.soldBy')}>{order.seller}</Row>
          <Row label={t('purchases.detail.shop')}>{order.shop}</Row>
          <Row label={t('purchases.detail.branch')}>
            {order.branch ? (
              <span className="flex flex-col">
                <span>{order.branch.name}</span>
                <span>{order.branch.address ?? t('purchases.detail.noAddress')}</span>
                <span>{order.branch.phone ?? t('purchases.detail.noPhone')}</span>
              </span>
            ) : (
              t('purchases.detail.branchNone')
            )}
          </Row>
          <Row label={t('purchases.detail.returnDeadline')}>
            {order.returnDeadline
              ? order.returnDeadline.passed
                ? t('purchases.detail.returnPassed', { date: order.returnDeadline.date })
                : order.returnDeadline.date
              : order.canceled || order.delivered
                ? t('purchases.detail.returnNone')
                : t('purchases.detail.returnAfterDelivery')}
          </Row>
        </Rows>
      </Section>

      <Section title={t('purchases.detail.totals')} as={H}>
        <Rows>
          <Row label={t('purchases.detail.itemsTotal')}>{order.itemsTotal}</Row>
          <Row label={t('purchases.detail.shippingTotal')}>{order.shippingTotal}</Row>
          <Row label={t('purchases.detail.extraCharge')}>
            {order.extraCharge ?? t('purchases.detail.extraNone')}
          </Row>
          <Row label={t('purchases.detail.orderTotal')}>
            <span className="font-semibold">{order.total}</span>
          </Row>
        </Rows>
      </Section>

      <Section title={t('purchases.detail.lines')} as={H} wide>
        <ul className="flex flex-col divide-y divide-gray-200">
          {order.lines.map((line) => (
            <li key={line.id} className="flex justify-between gap-3 py-2">
              <span className="flex flex-col">
                <span>{t('purchases.detail.line', { name: line.name, quantity: line.quantity })}</span>
                {line.variants ? <span className="text-gray-700 text-sm">{line.variants}</span> : null}
                <span className="text-gray-700 text-sm">
                  {t('purchases.detail.unitPrice', { price: line.unitPrice })}
                </span>
              </span>
              <span className="shrink-0">{line.total}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={t('purchases.detail.delivery')} as={H}>
        <Rows>
          <Row label={t('purchases.detail.deliveryType')}>
            {t(`checkout.delivery.type.${order.delivery.type}` as MessageKey)}
          </Row>
          <Row label={t('purchases.detail.address')}>
            {order.delivery.address ? (
              <span className="flex flex-col">
                {order.delivery.address.map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </span>
            ) : (
              t('purchases.detail.addressNone')
            )}
          </Row>
          <Row label={t('purchases.detail.estimated')}>
            {order.delivery.estimated ?? t('purchases.detail.estimatedNone')}
          </Row>
          <Row label={t('purchases.detail.contact')}>{order.delivery.contact}</Row>
        </Rows>
      </Section>

      <Section title={t('purchases.detail.payment')} as={H}>
        <Rows>
          <Row label={t('purchases.detail.payment')}>
            {order.payment ? (
              <span className="flex flex-col">
                <span>{t(`checkout.payment.${order.payment.type}` as MessageKey)}</span>
                {order.payment.card ? <span>{t('purchases.detail.card', order.payment.card)}</span> : null}
                {order.payment.reference ? (
                  <span>{t('purchases.detail.reference', { reference: order.payment.reference })}</span>
                ) : null}
              </span>
            ) : (
              t('purchases.detail.paymentNone')
            )}
          </Row>
        </Rows>
      </Section>

      <Section title={t('purchases.detail.invoicing')} as={H}>
        <Rows>
          <Row label={t('purchases.detail.taxId')}>{order.invoicing.taxId ?? notGiven}</Row>
          <Row label={t('purchases.detail.invoiceName')}>{order.invoicing.name ?? notGiven}</Row>
          <Row label={t('purchases.detail.taxRegime')}>{order.invoicing.taxRegime ?? notGiven}</Row>
          <Row label={t('purchases.detail.cfdiUse')}>{order.invoicing.cfdiUse ?? notGiven}</Row>
          <Row label={t('purchases.detail.postcode')}>{order.invoicing.postcode ?? notGiven}</Row>
        </Rows>
      </Section>

      {order.cancellation ? (
        <Section title={t('purchases.detail.cancellation')} as={H}>
          <Rows>
            <Row label={t('purchases.detail.cancelReason')}>
              {order.cancellation.reason
                ? t(`purchases.cancelReason.${order.cancellation.reason}` as MessageKey)
                : notGiven}
              {order.cancellation.description ? ` · ${order.cancellation.description}` : ''}
            </Row>
            <Row label={t('purchases.detail.cancelMessage')}>{order.cancellation.message ?? notGiven}</Row>
          </Rows>
        </Section>
      ) : null}
    </div>
  )
}

/** The order's history as a timeline, oldest first (decision 079). */
export function OrderHistory({ order, headingAs: H = 'h3' }: { order: OrderView; headingAs?: 'h2' | 'h3' }) {
  const t = useT()
  return (
    <section className="flex flex-col gap-3">
      <H className="font-semibold text-lg">{t('purchases.detail.history')}</H>
      <ol className="relative ml-1.5 flex flex-col gap-4 border-gray-300 border-l-2 pl-5">
        {order.history.map((entry) => (
          <li key={entry.key} className="relative">
            <span
              aria-hidden="true"
              className="-left-[1.65rem] absolute top-1.5 h-3 w-3 rounded-full border-2 border-white bg-[var(--accent,#0f766e)]"
            />
            <p className="font-medium">{t(`purchases.event.${entry.event}` as MessageKey)}</p>
            <p className="text-gray-700 text-sm">
              {entry.at} · {t(`purchases.actor.${entry.actor}` as MessageKey)}
            </p>
            {entry.note ? <p className="text-sm">{entry.note}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  )
}

function Section({
  title,
  as: H = 'h3',
  wide = false,
  children,
}: {
  title: string | null
  as?: 'h2' | 'h3'
  wide?: boolean
  children: ReactNode
}) {
  return (
    <section
      className={`flex flex-col gap-2 rounded-lg border border-gray-200 p-4 print:mb-3 print:break-inside-avoid print:border-gray-400 ${wide ? 'md:col-span-2' : ''}`}
    >
      {title ? <H className="font-semibold">{title}</H> : null}
      {children}
    </section>
  )
}

/** Label and value pairs. */
function Rows({ children }: { children: ReactNode }) {
  return <dl className="grid grid-cols-[minmax(8rem,auto)_1fr] gap-x-4 gap-y-2 text-sm">{children}</dl>
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-gray-700">{label}</dt>
      <dd>{children}</dd>
    </>
  )
}
