import { profile } from '@tianguis/core/contracts/identity'
import { data, type RouterContextProvider, redirect } from 'react-router'
import { type ApiResult, cookieHeaders, createApi } from '../../lib/api.server'
import { safeNext } from '../../lib/next-path'
import type { FormFailure, PasswordResetState, SignupState } from './form-result'

/**
 * Loaders and actions of the account pages. The platform (/login…) and every shop
 * (/{shop}/login…) use the same ones; `base` is where the current shop's pages live
 * ('' on the platform and on a shop's own host).
 */
type Context = Readonly<RouterContextProvider>

function text(form: FormData, name: string): string {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}

function failure(result: Extract<ApiResult<unknown>, { ok: false }>, values: Record<string, string>) {
  const body: FormFailure = {
    error: { message: result.error.message, fields: result.error.fields ?? {} },
    values,
  }
  return data(body, { status: result.status })
}

/** The `next` of a login or sign-up page, from its query string. */
export function nextFromUrl(request: Request): string | null {
  const next = new URL(request.url).searchParams.get('next')
  return next && safeNext(next, '') ? next : null
}

export async function login(request: Request, context: Context, base: string) {
  const form = await request.formData()
  const email = text(form, 'email')
  const result = await createApi(request, context).send(
    'POST',
    '/api/v1/auth/login',
    { email, password: text(form, 'password') },
    profile,
  )
  if (!result.ok) return failure(result, { email })
  return redirect(safeNext(form.get('next'), `${base}/perfil`), { headers: cookieHeaders(result) })
}

/**
 * Sign-up in two steps (decision 031): the form (always answered 202, whether or not the email is
 * taken), then the 6-digit code from the email, which confirms it and logs in; or another code.
 */
export async function signup(request: Request, context: Context, base: string) {
  const form = await request.formData()
  const api = createApi(request, context)
  const email = text(form, 'email')
  const intent = form.get('intent')
  if (intent === 'verify') {
    const code = text(form, 'code').trim()
    const result = await api.send('POST', '/api/v1/auth/verify-email', { email, code }, profile)
    if (!result.ok) return failure(result, { email, code, step: 'verify' })
    return redirect(safeNext(form.get('next'), `${base}/perfil`), { headers: cookieHeaders(result) })
  }
  if (intent === 'resend') {
    const result = await api.send('POST', '/api/v1/auth/verify-email/resend', { email })
    if (!result.ok) return failure(result, { email, step: 'verify' })
    return { step: 'verify', email, resent: true } satisfies SignupState
  }
  // A 'basic' sign-up form (decision 095) has no name field: the email's part before the '@' stands in.
  const name = form.has('name') ? text(form, 'name') : email.split('@')[0]!.slice(0, 120)
  const result = await api.send('POST', '/api/v1/auth/signup', {
    name,
    email,
    password: text(form, 'password'),
  })
  if (!result.ok) return failure(result, { name, email })
  return { step: 'verify', email, resent: false } satisfies SignupState
}

/** The sign-up page opens on the code step with ?paso=codigo&email=… (the link in the email). */
export function signupStart(request: Request): SignupState {
  const params = new URL(request.url).searchParams
  return params.get('paso') === 'codigo'
    ? { step: 'verify', email: params.get('email') ?? '', resent: false }
    : { step: 'form' }
}

/** POST …/logout: ends the session (the API clears its cookie) and goes to a same-site `next`. */
export async function logout(request: Request, context: Context, fallback: string) {
  const form = await request.formData()
  const result = await createApi(request, context).send('POST', '/api/v1/auth/logout', undefined)
  return redirect(safeNext(form.get('next'), fallback), { headers: cookieHeaders(result) })
}

export function logoutNext(request: Request, fallback: string): string {
  return safeNext(new URL(request.url).searchParams.get('next'), fallback)
}

/** Step 1 asks for a code by email (always 202); step 2 sets the new password with it. */
export async function passwordReset(request: Request, context: Context) {
  const form = await request.formData()
  const api = createApi(request, context)
  const email = text(form, 'email')
  if (form.get('intent') === 'confirm') {
    const code = text(form, 'code').trim()
    const result = await api.send('POST', '/api/v1/auth/password-reset/confirm', {
      email,
      code,
      password: text(form, 'password'),
    })
    if (!result.ok) return failure(result, { email, code, step: 'confirm' })
    return { step: 'done' } satisfies PasswordResetState
  }
  const result = await api.send('POST', '/api/v1/auth/password-reset/request', { email })
  if (!result.ok) return failure(result, { email, step: 'request' })
  return { step: 'confirm', email } satisfies PasswordResetState
}

/** The reset page can open on step 2 with ?paso=codigo&email=… (for a link in the email). */
export function passwordResetStart(request: Request): PasswordResetState {
  const params = new URL(request.url).searchParams
  const email = params.get('email') ?? ''
  return params.get('paso') === 'codigo' ? { step: 'confirm', email } : { step: 'request' }
}

/**
 * The logged-in user's profile; an anonymous visitor is sent to log in and come back
 * (`here` is this page's path as the browser sees it).
 */
export async function loadProfile(request: Request, context: Context, base: string, here: string) {
  const result = await createApi(request, context).get('/api/v1/me', profile)
  if (!result.ok) throw new Error(`GET /api/v1/me answered ${result.status} ${result.error.code}`)
  if (result.data.anonymous) throw redirect(`${base}/login?next=${encodeURIComponent(here)}`)
  return { profile: result.data, base }
}

export async function updateProfile(request: Request, context: Context) {
  const form = await request.formData()
  const name = text(form, 'name')
  const result = await createApi(request, context).send('PATCH', '/api/v1/me', { name }, profile)
  if (!result.ok) return failure(result, { name })
  return { saved: true as const }
}
