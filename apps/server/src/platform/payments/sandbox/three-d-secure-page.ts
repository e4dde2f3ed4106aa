import type { Locale } from '@tianguis/core/locales'
import { formatMoney } from '@tianguis/core/money'

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

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )
}

const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f4f5;color:#18181b;margin:0;display:flex;
min-height:100vh;align-items:center;justify-content:center}main{background:#fff;border-radius:12px;
padding:24px;max-width:360px;width:calc(100% - 32px);box-shadow:0 1px 4px rgba(0,0,0,.12)}h1{font-size:1.25rem;
margin:0 0 8px}dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px}dt{color:#52525b}dd{margin:0}
form{display:flex;gap:12px;margin-top:16px}button{flex:1;padding:12px;border-radius:8px;font-size:1rem;
border:1px solid #18181b;background:#fff;color:#18181b;cursor:pointer}button[value=approve]{background:#18181b;
color:#fff}button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}`

function shell(locale: Locale, nonce: string | undefined, body: string): string {
  const t = TEXTS[locale]
  const nonceAttribute = nonce ? ` nonce="${escapeHtml(nonce)}"` : ''
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${t.title}</title><style${nonceAttribute}>${STYLE}</style></head><body><main>${body}</main></body></html>`
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
