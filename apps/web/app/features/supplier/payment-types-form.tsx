import { PAYMENT_TYPES, type PaymentType } from '@tianguis/core/payments/methods'
import { Form, Link, useNavigation } from 'react-router'
import type { MessageKey } from '../../i18n/es-MX'
import { useT } from '../../i18n/use-t'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { CheckboxField } from '../../ui/checkbox-field'

const LABELS = {
  card: ['supplierPayments.type.card', 'supplierPayments.type.cardHint'],
  deposit: ['supplierPayments.type.deposit', 'supplierPayments.type.depositHint'],
  cash: ['supplierPayments.type.cash', 'supplierPayments.type.cashHint'],
  store: ['supplierPayments.type.store', 'supplierPayments.type.storeHint'],
  redirect: ['supplierPayments.type.redirect', 'supplierPayments.type.redirectHint'],
  deferred: ['supplierPayments.type.deferred', 'supplierPayments.type.deferredHint'],
  wallet: ['supplierPayments.type.wallet', 'supplierPayments.type.walletHint'],
  crypto: ['supplierPayments.type.crypto', 'supplierPayments.type.cryptoHint'],
} as const satisfies Record<PaymentType, readonly [MessageKey, MessageKey]>

/**
 * The supplier's payment methods (decision 060): one checkbox per method in the checkout's order,
 * saying which no provider takes here yet, posted as a plain form (it works without JavaScript).
 */
export function PaymentTypesForm({
  chosen,
  available,
  saved,
  failure,
  listHref,
  titleAs: Title,
}: {
  chosen: readonly PaymentType[]
  available: readonly PaymentType[]
  saved: boolean
  failure: string | null
  listHref: string
  titleAs: 'h1' | 'h2'
}) {
  const t = useT()
  const busy = useNavigation().state === 'submitting'
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-4">
      <Title className="font-bold text-2xl text-gray-900">{t('supplierPayments.title')}</Title>
      <p className="text-gray-700">{t('supplierPayments.intro')}</p>
      {saved && !failure ? <Alert tone="success">{t('supplierPayments.saved')}</Alert> : null}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <Form method="post" className="flex flex-col gap-4 rounded-lg border border-gray-200 bg-white p-5">
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 font-semibold text-gray-900">{t('supplierPayments.legend')}</legend>
          {PAYMENT_TYPES.map((type) => {
            const [label, hint] = LABELS[type]
            const offered = available.includes(type)
            return (
              <CheckboxField
                key={type}
                id={`payment-type-${type}`}
                name="enabled_payment_types"
                value={type}
                label={t(label)}
                hint={offered ? t(hint) : `${t(hint)} ${t('supplierPayments.unavailable')}`}
                defaultChecked={chosen.includes(type)}
              />
            )
          })}
        </fieldset>
        <div className="flex flex-wrap items-center gap-4">
          <Button disabled={busy}>{busy ? t('supplierPayments.saving') : t('supplierPayments.save')}</Button>
          <Link to={listHref} className="font-medium underline underline-offset-2">
            {t('supplierPayments.back')}
          </Link>
        </div>
      </Form>
    </section>
  )
}
