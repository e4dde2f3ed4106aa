import { placeResult } from '@tianguis/core/contracts/checkout'
import { trackingClearCookies } from '@tianguis/core/tracking'
import { data, redirect } from 'react-router'
import type { Translate } from '../../i18n/format'
import type { Api } from '../../lib/api.server'
import { failed, text } from './checkout.server'

/**
 * intent=place (decision 055): a checkout whose every order is delivered by its seller is placed
 * without paying, with the page's attempt key as its Idempotency-Key (a resent form places once).
 * The paid page then shows the orders waiting for the seller's date and cost.
 */
export async function place(
  api: Api,
  t: Translate,
  form: FormData,
  path: string,
  base: string,
  secure: boolean,
) {
  const key = text(form, 'idempotency_key')
  if (key.length < 8 || key.length > 255) throw data(null, { status: 400 })
  const result = await api.send('POST', `${path}/place`, {}, placeResult, { idempotencyKey: key })
  if (!result.ok) return failed(t, result)
  // An order now exists: the tracking cookies that credited it are cleared (002 §4).
  const headers = new Headers()
  for (const cookie of trackingClearCookies({ secure })) headers.append('set-cookie', cookie)
  throw redirect(`${base}${result.data.paid_path}`, { headers })
}
