import { guestCodeAnswer } from '@tianguis/core/contracts/guest'
import { profile } from '@tianguis/core/contracts/identity'
import { data, type RouterContextProvider, redirect } from 'react-router'
import { cookieHeaders, createApi } from '../../lib/api.server'
import { safeNext } from '../../lib/next-path'
import type { FormFailure } from '../account/form-result'
import { channelOf, type GuestState } from './guest-state'

/**
 * Guest checkout's sign-in (002 §2; decision 047), for the checkout page and the standalone
 * {base}/comprar/invitado: the form asks for a code by email or SMS (POST /api/v1/guest/codes),
 * then the code signs the guest in (POST /api/v1/guest/sessions) and goes on to `next`. Plain
 * forms: it works without JavaScript.
 */
type Context = Readonly<RouterContextProvider>

function text(form: FormData, name: string): string {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}

function failure(
  result: { status: number; error: { message: string; fields?: Record<string, string> } },
  values: Record<string, string>,
) {
  const body: FormFailure = {
    error: { message: result.error.message, fields: result.error.fields ?? {} },
    values,
  }
  return data(body, { status: result.status })
}

/**
 * The page's first step, or the code step prefilled: `?canal=sms&para=…` (the 'edit' link comes
 * back here with what was typed; the code step opens with `&paso=codigo`).
 */
export function guestStart(request: Request): GuestState {
  const params = new URL(request.url).searchParams
  const channel = channelOf(params.get('canal'))
  const to = params.get('para') ?? ''
  return params.get('paso') === 'codigo' && to
    ? { step: 'code', channel, to, resent: false, resendAfter: 0 }
    : { step: 'start', channel, to }
}

/** The forms' one action: `intent` send (or resend) a code, or verify it. */
export async function guestAction(request: Request, context: Context, fallbackNext: string) {
  const form = await request.formData()
  const api = createApi(request, context)
  const channel = channelOf(form.get('channel'))
  const to = text(form, 'to').trim()
  const intent = form.get('intent')
  if (intent === 'verify') {
    const code = text(form, 'code').trim()
    const result = await api.send('POST', '/api/v1/guest/sessions', { channel, to, code }, profile)
    if (!result.ok) return failure(result, { channel, to, code, step: 'code' })
    return redirect(safeNext(form.get('next'), fallbackNext), { headers: cookieHeaders(result) })
  }
  const resend = intent === 'resend'
  const result = await api.send('POST', '/api/v1/guest/codes', { channel, to }, guestCodeAnswer)
  if (!result.ok) return failure(result, { channel, to, step: resend ? 'code' : 'start' })
  return {
    step: 'code',
    channel,
    to,
    resent: resend,
    resendAfter: result.data.resend_after_seconds,
  } satisfies GuestState
}
