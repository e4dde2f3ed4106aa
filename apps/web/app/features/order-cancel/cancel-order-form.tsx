import type { OrderCancellation } from '@tianguis/core/contracts/order-cancel'
import { formatDate } from '@tianguis/core/dates'
import { formatMoney } from '@tianguis/core/money'
import { CANCEL_REASONS } from '@tianguis/core/orders/lifecycle'
import { useState } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import type { MessageKey } from '../../i18n/es-MX'
import { useLocale, useT } from '../../i18n/use-t'
import { useHydrated } from '../../lib/use-hydrated'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { TextAreaField } from '../../ui/textarea-field'
import type { CancelAudience, CancelFormValues } from './cancel-order.server'

const REASON_LABELS = {
  requested_by_client: 'orderCancel.reason.requested_by_client',
  cannot_be_fulfilled: 'orderCancel.reason.cannot_be_fulfilled',
  duplicated_transaction: 'orderCancel.reason.duplicated_transaction',
  suspected_fraud: 'orderCancel.reason.suspected_fraud',
  other: 'orderCancel.reason.other',
} as const satisfies Record<(typeof CANCEL_REASONS)[number], MessageKey>

const EMPTY: CancelFormValues = { reason: '', description: '', message: '' }

/**
 * The cancel form (002 §4 "Cancellation"; decision 082), the customer's and the seller's: the order
 * in brief, the reason as radio buttons in the viewer's language, the description `other` needs and
 * the optional message, posted as a plain form. Without JavaScript the description is always shown
 * (the server asks for it only for `other`); with it, it shows while `other` is chosen. An order
 * already canceled, or one this viewer may not cancel from its state, says so instead.
 */
export function CancelOrderForm({
  order,
  audience,
  values = EMPTY,
  errors = {},
  backHref,
  titleAs: Title,
}: {
  order: OrderCancellation
  audience: CancelAudience
  values?: CancelFormValues
  errors?: Record<string, string>
  backHref: string
  titleAs: 'h1' | 'h2'
}) {
  const t = useT()
  const locale = useLocale()
  const hydrated = useHydrated()
  const busy = useNavigation().state === 'submitting'
  const [reason, setReason] = useState(values.reason)
  const total = formatMoney(order.total, locale)
  const showDescription = !hydrated || reason === 'other' || Boolean(errors.description)
  const back = (
    <Link to={backHref} className="font-medium underline underline-offset-2">
      {t(audience === 'customer' ? 'orderCancel.back.customer' : 'orderCancel.back.seller')}
    </Link>
  )
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-4">
      <Title className="font-bold text-2xl text-gray-900">{t('orderCancel.title', { id: order.id })}</Title>
      <div className="flex flex-col gap-1 text-gray-700">
        <p>{t('orderCancel.placedOn', { date: formatDate(order.placed_at, locale) })}</p>
        <ul className="list-inside list-disc">
          {order.lines.map((line, index) => (
            // Lines have no id of their own here; their order is fixed.
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
            <li key={index}>{t('orderCancel.line', { quantity: line.quantity, name: line.name })}</li>
          ))}
        </ul>
        <p className="font-medium text-gray-900">{t('orderCancel.total', { total })}</p>
      </div>
      {order.canceled ? (
        <Alert tone="info">
          <p>{t('orderCancel.canceledOn', { date: formatDate(order.canceled.at, locale) })}</p>
          <p>{t('orderCancel.canceledReason', { reason: t(REASON_LABELS[order.canceled.reason]) })}</p>
        </Alert>
      ) : !order.cancelable ? (
        <Alert tone="info">{t('orderCancel.notCancelable')}</Alert>
      ) : null}
      {errors._ ? <Alert tone="error">{errors._}</Alert> : null}
      {order.cancelable ? (
        <Form
          method="post"
          noValidate
          className="flex flex-col gap-4 rounded-lg border border-gray-200 bg-white p-5"
        >
          <fieldset
            id="field-reason"
            aria-describedby={errors.reason ? 'field-reason-error' : undefined}
            className="flex flex-col gap-2"
          >
            <legend className="mb-1 font-semibold text-gray-900">{t('orderCancel.reasonLegend')}</legend>
            {CANCEL_REASONS.map((value) => (
              <div key={value} className="flex items-center gap-2">
                <input
                  id={`field-reason-${value}`}
                  type="radio"
                  name="reason"
                  value={value}
                  defaultChecked={values.reason === value}
                  onChange={() => setReason(value)}
                  className="h-5 w-5 accent-[var(--accent)]"
                />
                <label htmlFor={`field-reason-${value}`} className="text-gray-900">
                  {t(REASON_LABELS[value])}
                </label>
              </div>
            ))}
            {errors.reason ? (
              <p id="field-reason-error" className="font-medium text-red-700 text-sm">
                {errors.reason}
              </p>
            ) : null}
          </fieldset>
          <div className={showDescription ? 'flex flex-col' : 'hidden'}>
            <TextAreaField
              name="description"
              label={t('orderCancel.description')}
              hint={t('orderCancel.descriptionHint')}
              error={errors.description}
              defaultValue={values.description}
              maxLength={500}
            />
          </div>
          <TextAreaField
            name="message"
            label={t('orderCancel.message')}
            hint={t(
              audience === 'customer' ? 'orderCancel.messageHint.customer' : 'orderCancel.messageHint.seller',
            )}
            error={errors.message}
            defaultValue={values.message}
            maxLength={500}
          />
          {order.refunds ? (
            <p className="text-gray-700">
              {t(audience === 'customer' ? 'orderCancel.refund.customer' : 'orderCancel.refund.seller', {
                total,
              })}
            </p>
          ) : null}
          <div className="flex flex-wrap items-center gap-4">
            <Button variant="secondary" disabled={busy} className="text-red-800">
              {busy ? t('orderCancel.submitting') : t('orderCancel.submit')}
            </Button>
            {back}
          </div>
        </Form>
      ) : (
        <p>{back}</p>
      )}
    </section>
  )
}
