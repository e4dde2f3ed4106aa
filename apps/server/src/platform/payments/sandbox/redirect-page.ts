import { formatDate } from '@tianguis/core/dates'
import type { Locale } from '@tianguis/core/locales'
import { formatMoney } from '@tianguis/core/money'
import { escapeHtml, pageShell } from './sandbox-page.ts'
import { DEFERRED_PAYMENTS, REDIRECT_PROVIDER_NAMES, type RedirectType } from './sandbox-redirects.ts'

/**
 * The hosted page of the sandbox's redirect methods (decision 058), as the buyer meets a card
 * payment provider, a pay-later provider or a wallet: the provider's name, the merchant and the
 * amount (and, to pay later, the plan), and two buttons — approve, or cancel and go back to the
 * shop. Plain HTML that posts to itself, like the 3-D Secure page.
 */
const TEXTS = {
  'es-MX': {
    intro: {
      redirect: 'Paga con tu tarjeta en la página de la pasarela.',
      deferred: `Compra hoy y paga en ${DEFERRED_PAYMENTS} pagos quincenales, sin tarjeta de crédito.`,
      wallet: 'Paga con el saldo de tu billetera.',
    },
    simulation: 'Esto es una simulación: ningún cargo es real.',
    amount: 'Importe',
    merchant: 'Comercio',
    plan: 'Tu plan de pagos',
    today: 'Hoy',
    approve: 'Aprobar pago',
    cancel: 'Cancelar',
    settled: 'Este pago ya fue respondido.',
    expired: 'Esta página de pago venció.',
    back: 'Volver a la tienda',
    notFound: 'No encontramos este pago.',
  },
  'es-AR': {
    intro: {
      redirect: 'Pagá con tu tarjeta en la página de la pasarela.',
      deferred: `Comprá hoy y pagá en ${DEFERRED_PAYMENTS} pagos quincenales, sin tarjeta de crédito.`,
      wallet: 'Pagá con el saldo de tu billetera.',
    },
    simulation: 'Esto es una simulación: ningún cargo es real.',
    amount: 'Importe',
    merchant: 'Comercio',
    plan: 'Tu plan de pagos',
    today: 'Hoy',
    approve: 'Aprobar pago',
    cancel: 'Cancelar',
    settled: 'Este pago ya fue respondido.',
    expired: 'Esta página de pago venció.',
    back: 'Volver a la tienda',
    notFound: 'No encontramos este pago.',
  },
  en: {
    intro: {
      redirect: 'Pay with your card on the payment gateway’s page.',
      deferred: `Buy today and pay in ${DEFERRED_PAYMENTS} payments every two weeks, no credit card needed.`,
      wallet: 'Pay with your wallet balance.',
    },
    simulation: 'This is a simulation: no charge is real.',
    amount: 'Amount',
    merchant: 'Merchant',
    plan: 'Your payment plan',
    today: 'Today',
    approve: 'Approve payment',
    cancel: 'Cancel',
    settled: 'This payment has already been answered.',
    expired: 'This payment page has expired.',
    back: 'Back to the shop',
    notFound: 'We could not find this payment.',
  },
} as const satisfies Record<Locale, unknown>

export interface RedirectView {
  id: string
  type: RedirectType
  amount: number
  currency: string
  description: string
  /** `open` waits for the buyer; `settled` was answered; `expired` passed its window or was given up. */
  state: 'open' | 'settled' | 'expired'
  /** To pay later: the payments and their dates. */
  plan: { due: Date; amount: number }[] | null
}

const money = (amount: number, currency: string, locale: Locale) =>
  `${escapeHtml(formatMoney({ amount, currency }, locale))} ${escapeHtml(currency)}`

export function redirectPage(locale: Locale, nonce: string | undefined, charge: RedirectView): string {
  const t = TEXTS[locale]
  const title = REDIRECT_PROVIDER_NAMES[charge.type]
  const details = `<dl><dt>${t.merchant}</dt><dd>${escapeHtml(charge.description)}</dd>
<dt>${t.amount}</dt><dd>${money(charge.amount, charge.currency, locale)}</dd></dl>`
  const plan = charge.plan
    ? `<h2>${t.plan}</h2><ol>${charge.plan
        .map(
          (payment, index) =>
            `<li>${index === 0 ? t.today : escapeHtml(formatDate(payment.due.toISOString(), locale))}: ${money(payment.amount, charge.currency, locale)}</li>`,
        )
        .join('')}</ol>`
    : ''
  const action = `/api/v1/sandbox/payments/redirect/${encodeURIComponent(charge.id)}`
  const answer =
    charge.state === 'open'
      ? `<form method="post" action="${action}"><button type="submit" name="decision" value="cancel">${t.cancel}</button>
<button type="submit" name="decision" value="approve">${t.approve}</button></form>`
      : `<p>${charge.state === 'expired' ? t.expired : t.settled}</p><form method="post" action="${action}"><button type="submit" name="decision" value="cancel">${t.back}</button></form>`
  return pageShell(
    locale,
    nonce,
    title,
    `<h1>${escapeHtml(title)}</h1><p>${t.intro[charge.type]} ${t.simulation}</p>${details}${plan}${answer}`,
  )
}

export function redirectNotFoundPage(locale: Locale, nonce: string | undefined): string {
  return pageShell(locale, nonce, 'Sandbox', `<p>${TEXTS[locale].notFound}</p>`)
}
