import { TOAST_CASES } from '@tianguis/core/toasts'
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useState } from 'react'
import { Form, useFetcher, useRevalidator } from 'react-router'
import { useT } from '../../i18n/use-t'
import { Alert } from '../../ui/alert'
import { toast } from '../toasts/toast'
import type { CardPayment } from './card-form'
import type { ActionFailure, CheckoutFailure } from './checkout.server'
import { CheckoutCountdown, CheckoutExpired } from './countdown'
import { MX_PROVINCES } from './mx-provinces'
import {
  type Incomplete,
  incompleteParts,
  type PageCheckout,
  type PageOrder,
  type PaymentChoice,
} from './page-checkout'

/**
 * The checkout page (002 §2 "Simple checkout"): Contact, Delivery address, Delivery method,
 * Payment method, and the order summary that can be shown or hidden, under the countdown. Each
 * section is a form posted to the page's action, so the page works without JavaScript; what is
 * still missing is marked red and the pay button stays disabled until it is complete (002 §5).
 * The card form is fetched only when the card method is chosen (first-load JavaScript).
 */

const CardForm = lazy(() => import('./card-form').then((module) => ({ default: module.CardForm })))

const inputClass = (invalid: boolean) =>
  `rounded-md border bg-white px-3 py-2 text-base text-gray-900 ${invalid ? 'border-red-700' : 'border-gray-400'}`

function Section({
  id,
  title,
  incomplete,
  children,
}: {
  id: string
  title: string
  incomplete: boolean
  children: ReactNode
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-incomplete={incomplete || undefined}
      className={`flex flex-col gap-3 rounded-lg border-2 p-4 ${incomplete ? 'border-red-700' : 'border-gray-200'}`}
    >
      <h2 id={`${id}-title`} className="font-semibold text-lg">
        {title}
      </h2>
      {children}
    </section>
  )
}

function Input({
  id: givenId,
  name,
  label,
  defaultValue,
  invalid,
  error,
  ...rest
}: {
  /** The input's id when `checkout-<name>` is taken on the page (the contact's and the address's phone). */
  id?: string
  name: string
  label: string
  defaultValue?: string
  invalid: boolean
  error?: string | undefined
  type?: string
  autoComplete?: string
  inputMode?: 'numeric' | 'tel' | 'email' | 'text'
  required?: boolean
}) {
  const id = givenId ?? `checkout-${name}`
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium text-gray-900 text-sm">
        {label}
      </label>
      <input
        id={id}
        name={name}
        defaultValue={defaultValue}
        aria-invalid={invalid || error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClass(invalid || Boolean(error))}
        {...rest}
      />
      {error ? (
        <p id={`${id}-error`} className="font-medium text-red-700 text-sm">
          {error}
        </p>
      ) : null}
    </div>
  )
}

function SaveButton({ label }: { label: string }) {
  return (
    <button
      type="submit"
      className="cursor-pointer self-start rounded-md border border-current px-4 py-2 font-medium hover:bg-black/5"
    >
      {label}
    </button>
  )
}

export function CheckoutPage({
  checkout,
  title,
  actionData,
  returned = null,
}: {
  checkout: PageCheckout
  title: string
  actionData: ActionFailure | undefined
  /** A payment that failed on the provider's 3-D Secure page (`?fallo=<code>`). */
  returned?: CheckoutFailure | null
}) {
  const t = useT()
  const [payment, setPayment] = useState<PaymentChoice | null>(checkout.paymentTypes[0] ?? null)
  const [expired, setExpired] = useState(checkout.status === 'expired')
  const [hydrated, setHydrated] = useState(false)
  const payFetcher = useFetcher<ActionFailure>()
  const revalidator = useRevalidator()
  useEffect(() => setHydrated(true), [])
  const onExpire = useCallback(() => setExpired(true), [])

  // A failed payment (002 §8): the spec's toast, then the checkout is read again (a new attempt key,
  // the card form cleared).
  const fetched = payFetcher.data?.payment ? payFetcher.data.failure : null
  const payFailure = fetched ?? returned
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per failure answer, not per render's `t`
  useEffect(() => {
    if (!payFailure) return
    if (!fetched) {
      // Came back from the 3-D Secure page: the mark leaves the address, so a reload does not repeat it.
      const url = new URL(window.location.href)
      url.searchParams.delete('fallo')
      window.history.replaceState(window.history.state, '', url)
      showPaymentFailure(payFailure)
      return
    }
    showPaymentFailure(payFailure)
    void revalidator.revalidate()
  }, [payFailure])

  /** 002 §8: a failure with no code of its own in the 55 s toast, any other with its message. */
  function showPaymentFailure(failure: CheckoutFailure) {
    if (['payment_attempt_failed', 'internal_error', ''].includes(failure.code)) {
      toast({
        title: t('checkout.errorTitle'),
        message: t('checkout.error.card_payment_failed'),
        ...TOAST_CASES.paymentFailed,
      })
    } else {
      toast({ title: t('checkout.errorTitle'), message: failure.message, kind: 'error' })
    }
  }

  const missing = incompleteParts(checkout, payment)
  const isMissing = (part: Incomplete) => missing.includes(part)
  const failure = actionData && !actionData.payment ? actionData.failure : null
  const fieldError = (name: string) => failure?.fields?.[name]
  // Without JavaScript a failed payment comes back as the page's action data.
  const pageFailure = payFailure ?? (actionData?.payment ? actionData.failure : null)
  const closed = expired || checkout.status === 'expired'
  const paying = payFetcher.state !== 'idle'

  const payHidden = (
    <>
      <input type="hidden" name="intent" value="pay" />
      <input type="hidden" name="idempotency_key" value={checkout.attemptKey} />
      <input type="hidden" name="expected_amount" value={checkout.expected.amount} />
      <input type="hidden" name="expected_currency" value={checkout.expected.currency} />
    </>
  )

  function payByCard(card: CardPayment) {
    const form = new FormData()
    form.set('intent', 'pay')
    form.set('payment_type', 'card')
    form.set('idempotency_key', checkout.attemptKey)
    form.set('expected_amount', String(checkout.expected.amount))
    form.set('expected_currency', checkout.expected.currency)
    form.set('msi_payments', String(card.msi_payments))
    if ('card_token' in card) form.set('card_token', card.card_token)
    else form.set('card_id', card.card_id)
    void payFetcher.submit(form, { method: 'post' })
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6">
      <h1 className="font-bold text-2xl">{title}</h1>
      {closed ? (
        <CheckoutExpired />
      ) : (
        <CheckoutCountdown
          expiresAt={checkout.expiresAt}
          secondsLeft={checkout.secondsLeft}
          onExpire={onExpire}
        />
      )}
      {failure ? <Alert tone="error">{failure.message}</Alert> : null}
      {missing.length > 0 && !closed ? (
        <p className="text-red-800 text-sm">{t('checkout.incomplete')}</p>
      ) : null}

      <OrderSummary checkout={checkout} />

      <fieldset disabled={closed} className="flex flex-col gap-5">
        <Section id="contact" title={t('checkout.contact.title')} incomplete={isMissing('contact')}>
          <Form method="post" className="flex flex-col gap-3">
            <input type="hidden" name="intent" value="contact" />
            <Input
              name="email"
              type="email"
              autoComplete="email"
              label={t('checkout.contact.email')}
              defaultValue={checkout.contact.email}
              invalid={isMissing('contact')}
              error={fieldError('email')}
              required
            />
            <Input
              name="phone"
              type="tel"
              autoComplete="tel"
              label={t('checkout.contact.phone')}
              defaultValue={checkout.contact.phone}
              invalid={false}
              error={fieldError('phone')}
            />
            <SaveButton label={t('checkout.save')} />
          </Form>
        </Section>

        <AddressSection checkout={checkout} incomplete={isMissing('address')} fieldError={fieldError} />

        <Section
          id="delivery"
          title={t('checkout.delivery.title')}
          incomplete={missing.some((part) => part.startsWith('delivery:'))}
        >
          {checkout.orders.map((order) => (
            <DeliveryChoice
              key={order.supplierId}
              order={order}
              incomplete={isMissing(`delivery:${order.supplierId}`)}
            />
          ))}
        </Section>

        <Section id="payment" title={t('checkout.payment.title')} incomplete={isMissing('payment')}>
          {pageFailure ? <Alert tone="error">{pageFailure.message}</Alert> : null}
          {checkout.paymentTypes.length === 0 ? <p>{t('checkout.payment.none')}</p> : null}
          <payFetcher.Form method="post" className="flex flex-col gap-3">
            {payHidden}
            <div className="flex flex-col gap-2" role="radiogroup" aria-label={t('checkout.payment.title')}>
              {checkout.paymentTypes.map((type) => (
                <label key={type} className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="payment_choice"
                    value={type}
                    checked={payment === type}
                    onChange={() => setPayment(type)}
                    className="h-5 w-5 accent-[var(--accent)]"
                  />
                  {t(`checkout.payment.${type}`)}
                </label>
              ))}
            </div>
            {payment === 'store' || (!hydrated && checkout.paymentTypes.includes('store')) ? (
              <>
                <p className="text-gray-700 text-sm">{t('checkout.payment.storeHint')}</p>
                <button
                  type="submit"
                  name="payment_type"
                  value="store"
                  disabled={missing.length > 0 || closed || paying}
                  className="cursor-pointer rounded-md bg-[var(--accent)] px-4 py-3 font-semibold text-[var(--on-accent)] disabled:cursor-not-allowed disabled:opacity-60"
                >
                  {paying ? t('checkout.paying') : t('checkout.pay', { total: checkout.total })}
                </button>
              </>
            ) : null}
          </payFetcher.Form>
          {payment === 'card' ? (
            hydrated ? (
              <Suspense fallback={null}>
                <CardForm
                  key={checkout.attemptKey}
                  savedCards={checkout.savedCards}
                  busy={paying}
                  disabled={missing.length > 0 || closed}
                  payLabel={t('checkout.pay', { total: checkout.total })}
                  onPay={payByCard}
                  onTokenError={(message) =>
                    toast({
                      title: t('checkout.errorTitle'),
                      message: message ?? t('checkout.error.generic'),
                      kind: 'error',
                    })
                  }
                />
              </Suspense>
            ) : (
              <noscript>
                <p className="text-gray-700 text-sm">{t('checkout.card.needsScript')}</p>
              </noscript>
            )
          ) : null}
        </Section>
      </fieldset>
    </div>
  )
}

function AddressSection({
  checkout,
  incomplete,
  fieldError,
}: {
  checkout: PageCheckout
  incomplete: boolean
  fieldError: (name: string) => string | undefined
}) {
  const t = useT()
  const current = checkout.address
  const defaultSaved = current?.id ?? checkout.savedAddresses[0]?.id ?? 'new'
  return (
    <Section id="address" title={t('checkout.address.title')} incomplete={incomplete}>
      {current ? (
        <p data-current-address="">
          {`${current.name}, ${current.street} ${current.number}, ${current.postcode} ${current.city}, ${current.provinceName}${current.phone ? ` · ${current.phone}` : ''}`}
        </p>
      ) : null}
      <Form method="post" className="flex flex-col gap-3">
        <input type="hidden" name="intent" value="address" />
        {checkout.savedAddresses.length > 0 ? (
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-1 font-medium text-sm">{t('checkout.address.saved')}</legend>
            {[
              ...checkout.savedAddresses.map((a) => ({
                id: a.id,
                label: `${a.name}, ${a.street} ${a.number}, ${a.postcode} ${a.city}`,
              })),
              { id: 'new', label: t('checkout.address.new') },
            ].map((option) => (
              <label key={option.id} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="address_id"
                  value={option.id}
                  defaultChecked={option.id === defaultSaved}
                  className="h-5 w-5 accent-[var(--accent)]"
                />
                {option.label}
              </label>
            ))}
          </fieldset>
        ) : null}
        <div className="grid gap-3 sm:grid-cols-2">
          <Input
            name="recipient"
            autoComplete="name"
            label={t('checkout.address.name')}
            invalid={incomplete}
            error={fieldError('recipient')}
          />
          <Input
            id="checkout-address-phone"
            name="phone"
            type="tel"
            autoComplete="tel"
            label={t('checkout.address.phone')}
            invalid={incomplete}
            error={fieldError('phone')}
          />
          <Input
            name="street"
            autoComplete="address-line1"
            label={t('checkout.address.street')}
            invalid={incomplete}
            error={fieldError('street')}
          />
          <Input
            name="exterior_number"
            label={t('checkout.address.number')}
            invalid={incomplete}
            error={fieldError('exterior_number')}
          />
          <Input
            name="postcode"
            inputMode="numeric"
            autoComplete="postal-code"
            label={t('checkout.address.postcode')}
            invalid={incomplete}
            error={fieldError('postcode')}
          />
          <Input
            name="city"
            autoComplete="address-level2"
            label={t('checkout.address.city')}
            invalid={incomplete}
            error={fieldError('city')}
          />
          <div className="flex flex-col gap-1">
            <label htmlFor="checkout-province_code" className="font-medium text-sm">
              {t('checkout.address.province')}
            </label>
            <select
              id="checkout-province_code"
              name="province_code"
              defaultValue=""
              className={inputClass(incomplete || Boolean(fieldError('province_code')))}
            >
              <option value="">{t('checkout.address.provinceChoose')}</option>
              {MX_PROVINCES.map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
          </div>
        </div>
        <SaveButton label={t('checkout.save')} />
      </Form>
    </Section>
  )
}

function DeliveryChoice({ order, incomplete }: { order: PageOrder; incomplete: boolean }) {
  const t = useT()
  const [chosen, setChosen] = useState(order.delivery ?? order.options?.[0]?.value ?? '')
  const toBranch = chosen.startsWith('to_branch|')
  return (
    <div className="flex flex-col gap-2" data-supplier={order.supplierId}>
      <h3 className="font-medium">{t('checkout.delivery.for', { supplier: order.supplierName })}</h3>
      {order.options === null ? (
        <p className={incomplete ? 'text-red-800' : ''}>{t('checkout.delivery.needsAddress')}</p>
      ) : order.optionsError ? (
        <Alert tone="error">{order.optionsError}</Alert>
      ) : (
        <Form method="post" className="flex flex-col gap-2">
          <input type="hidden" name="intent" value="delivery" />
          <input type="hidden" name="supplier_id" value={order.supplierId} />
          {order.options.map((option) => (
            <label key={option.value} className="flex items-center gap-2">
              <input
                type="radio"
                name="option"
                value={option.value}
                defaultChecked={option.value === chosen}
                onChange={() => setChosen(option.value)}
                className="h-5 w-5 accent-[var(--accent)]"
              />
              <span>
                {option.label} · {option.price}
                {option.days !== null ? ` · ${t('checkout.delivery.days', { days: option.days })}` : ''}
              </span>
            </label>
          ))}
          {order.branches.length > 0 ? (
            <div className="flex flex-col gap-1" hidden={!toBranch && chosen !== ''}>
              <label htmlFor={`branch-${order.supplierId}`} className="font-medium text-sm">
                {t('checkout.delivery.branch')}
              </label>
              <select
                id={`branch-${order.supplierId}`}
                name="agency_id"
                defaultValue={order.branchId ?? ''}
                className={inputClass(incomplete && toBranch)}
              >
                <option value="">{t('checkout.delivery.branchChoose')}</option>
                {order.branches.map((branch) => (
                  <option key={branch.id} value={branch.id}>
                    {branch.label}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <SaveButton label={t('checkout.delivery.choose')} />
        </Form>
      )}
    </div>
  )
}

/** The order summary (002 §2 "order summary show/hide"): a native disclosure, so it needs no script. */
export function OrderSummary({ checkout }: { checkout: PageCheckout }) {
  const t = useT()
  return (
    <details open className="group rounded-lg border border-gray-200 p-4">
      <summary className="cursor-pointer font-semibold">
        <span className="group-open:hidden">{t('checkout.summary.show')}</span>
        <span className="hidden group-open:inline">{t('checkout.summary.hide')}</span>
        <span className="float-right">{checkout.total}</span>
      </summary>
      <div className="mt-3 flex flex-col gap-4">
        {checkout.orders.map((order) => (
          <div key={order.supplierId} className="flex flex-col gap-2">
            <p className="text-gray-700 text-sm">
              {t('checkout.summary.soldBy', { supplier: order.supplierName })}
            </p>
            <ul className="flex flex-col gap-2">
              {order.lines.map((line) => (
                <li key={line.id} className="flex items-center gap-3">
                  {line.photo ? (
                    <img src={line.photo} alt="" width={50} height={50} className="rounded" />
                  ) : null}
                  <span className="flex-1">
                    {line.name}
                    {line.variants ? (
                      <span className="block text-gray-600 text-sm">{line.variants}</span>
                    ) : null}
                    <span className="block text-gray-600 text-sm">
                      {t('checkout.summary.quantity', { quantity: line.quantity })}
                    </span>
                  </span>
                  <span>{line.total}</span>
                </li>
              ))}
            </ul>
            <dl className="grid grid-cols-2 gap-1 text-sm">
              <dt>{t('checkout.summary.items')}</dt>
              <dd className="text-right">{order.itemsTotal}</dd>
              <dt>{t('checkout.summary.shipping')}</dt>
              <dd className="text-right">{order.shipping ?? t('checkout.summary.shippingPending')}</dd>
            </dl>
          </div>
        ))}
        <p className="flex justify-between border-gray-200 border-t pt-2 font-semibold">
          <span>{t('checkout.summary.total')}</span>
          <span data-checkout-total="">{checkout.total}</span>
        </p>
      </div>
    </details>
  )
}

/** A checkout that could not be started or read (002 §8: purchase cannot be made, stock…). */
export function CheckoutProblem({
  title,
  message,
  homeHref,
}: {
  title: string
  message: string
  homeHref: string
}) {
  const t = useT()
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6">
      <h1 className="font-bold text-2xl">{title}</h1>
      <Alert tone="error">{message}</Alert>
      <a href={homeHref} className="underline">
        {t('checkout.paid.back')}
      </a>
    </div>
  )
}
