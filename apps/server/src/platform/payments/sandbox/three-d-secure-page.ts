import type { Locale } from '@tianguis/core/locales'
import { formatMoney } from '@tianguis/core/money'
import { escapeHtml, pageShell } from './sandbox-page.ts'

/** The sandbox's 3-D Secure page texts (decision 045), in the shopper's language. */
const TEXTS = {
  'es-MX': {
    title: 'Verificación 3-D Secure',
    intro: 'Tu banco pide confirmar este pago. Esto es una simulación: ningún cargo es real.',
    amount: 'Importe',
    merchant: 'Comercio',
    card: 'Tarjeta',
    approve: 'Aprobar',
    reject: 'Rechazar',
    settled: 'Este pago ya fue verificado.',
    back: 'Volver a la tienda',
    notFound: 'No encontramos este pago.',
  },
  'es-AR': {
    title: 'Verificación 3-D Secure',
    intro: 'Tu banco pide confirmar este pago. Esto es una simulación: ningún cargo es real.',
    amount: 'Importe',
    merchant: 'Comercio',
    card: 'Tarjeta',
    approve: 'Aprobar',
    reject: 'Rechazar',
    settled: 'Este pago ya fue verificado.',
    back: 'Volver a la tienda',
    notFound: 'No encontramos este pago.',
  },
  en: {
    title: '3-D Secure verification',
    intro: 'Your bank asks you to confirm this payment. This is a simulation: no charge is real.',
    amount: 'Amount',
    merchant: 'Merchant',
    card: 'Card',
    approve: 'Approve',
    reject: 'Reject',
    settled: 'This payment has already been verified.',
    back: 'Back to the shop',
    notFound: 'We could not find this payment.',
  },
} as const satisfies Record<Locale, Record<string, string>>

function shell(locale: Locale, nonce: string | undefined, body: string): string {
  return pageShell(locale, nonce, TEXTS[locale].title, body)
}

export interface ThreeDsView {
  id: string
  amount: number
  currency: string
  description: string
  card: { brand: string; last4: string } | null
  /** Still waiting for the shopper's answer. */
  open: boolean
  returnUrl: string
}

export function threeDsPage(locale: Locale, nonce: string | undefined, charge: ThreeDsView): string {
  const t = TEXTS[locale]
  const details = `<dl><dt>${t.merchant}</dt><dd>${escapeHtml(charge.description)}</dd>
<dt>${t.amount}</dt><dd>${escapeHtml(formatMoney({ amount: charge.amount, currency: charge.currency }, locale))} ${escapeHtml(charge.currency)}</dd>
${charge.card ? `<dt>${t.card}</dt><dd>${escapeHtml(charge.card.brand)} •••• ${escapeHtml(charge.card.last4)}</dd>` : ''}</dl>`
  const action = `/api/v1/sandbox/payments/3ds/${encodeURIComponent(charge.id)}`
  const answer = charge.open
    ? `<form method="post" action="${action}"><button type="submit" name="decision" value="reject">${t.reject}</button>
<button type="submit" name="decision" value="approve">${t.approve}</button></form>`
    : `<p>${t.settled}</p><form method="post" action="${action}"><button type="submit" name="decision" value="reject">${t.back}</button></form>`
  return shell(locale, nonce, `<h1>${t.title}</h1><p>${t.intro}</p>${details}${answer}`)
}

export function threeDsNotFoundPage(locale: Locale, nonce: string | undefined): string {
  const t = TEXTS[locale]
  return shell(locale, nonce, `<h1>${t.title}</h1><p>${t.notFound}</p>`)
}
