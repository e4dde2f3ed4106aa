import { paymentResult } from '@tianguis/core/contracts/checkout'
import { PAYMENT_TYPES } from '@tianguis/core/payments/methods'
import { trackingClearCookies } from '@tianguis/core/tracking'
import { data, redirect, redirectDocument } from 'react-router'
import { z } from 'zod'
import type { Translate } from '../../i18n/format'
import type { Api } from '../../lib/api.server'
import { failed } from './checkout.server'

const payFields = z.object({
  /** Every method of 002 §1 (decision 057); the API refuses one the orders do not accept. */
  payment_type: z.enum(PAYMENT_TYPES),
  card_token: z.string().min(1).max(200).optional(),
  card_id: z.string().min(1).max(100).optional(),
  msi_payments: z.coerce.number().int().min(1).max(24).optional(),
  /** The card form's 'save this card' (decision 053): only with a new card's token. */
  save_card: z.literal('true').optional(),
  expected_amount: z.coerce.number().int(),
  expected_currency: z.string().length(3),
  idempotency_key: z.string().min(8).max(255),
})

/**
 * intent=pay: the card (its token or a saved card) or any other method by name (decision 064), with
 * the total the page showed. 3-D Secure and a redirect method's page are the provider's: the
 * browser loads them as a document. A paid order, a reference to pay (transfer, cash voucher,
 * store, crypto) and a payment still being confirmed (`processing`) go to the paid page.
 *
 * A redirect method sends no `return_path`/`cancel_path`: the API's defaults come back through its
 * own return route (which settles the charge) to the paid page, or to `{base}/comprar?compra=…&fallo=`
 * after a cancel, which reads any checkout by id — a page path here would skip that settling.
 */
export async function pay(
  api: Api,
  t: Translate,
  form: FormData,
  path: string,
  base: string,
  secure: boolean,
) {
  const fields = payFields.safeParse(Object.fromEntries([...form].filter(([, v]) => v !== '')))
  if (!fields.success) throw data(null, { status: 400 })
  // The card radio posted without JavaScript: a card is paid only through its tokenising form.
  if (fields.data.payment_type === 'card' && !fields.data.card_token && !fields.data.card_id) {
    const failure = { code: 'card_needs_script', message: t('checkout.card.needsScript') }
    return data({ failure, payment: true }, { status: 400 })
  }
  const {
    payment_type,
    card_token,
    card_id,
    msi_payments,
    save_card,
    expected_amount,
    expected_currency,
    idempotency_key,
  } = fields.data
  const result = await api.send(
    'POST',
    `${path}/pay`,
    {
      payment_type,
      ...(payment_type === 'card' && card_token ? { card_token } : {}),
      ...(payment_type === 'card' && card_token && save_card ? { save_card: true } : {}),
      ...(payment_type === 'card' && card_id && !card_token ? { card_id } : {}),
      ...(payment_type === 'card' && msi_payments ? { msi_payments } : {}),
      expected_total: { amount: expected_amount, currency: expected_currency },
    },
    paymentResult,
    { idempotencyKey: idempotency_key },
  )
  if (!result.ok) return failed(t, result, true)
  const answer = result.data
  // 3-D Secure is a page of the provider: the browser loads it as a document, script or not.
  if (answer.status === 'requires_action') throw redirectDocument(answer.url_3ds)
  // A redirect method (decision 057): the provider's page, which comes back to the return routes.
  if (answer.status === 'redirect') throw redirectDocument(answer.approval_url)
  // An order now exists (paid, or waiting for the store payment): the tracking cookies that
  // credited it are cleared (002 §4), so the next purchase is not credited to them too.
  const headers = new Headers()
  for (const cookie of trackingClearCookies({ secure })) headers.append('set-cookie', cookie)
  if (answer.status === 'pending') {
    const query = new URLSearchParams({ referencia: answer.reference, vence: answer.expires_at })
    throw redirect(`${base}${answer.paid_path}?${query}`, { headers })
  }
  throw redirect(`${base}${answer.paid_path}`, { headers })
}
