import { PACKAGES_PATH, PLAN_LANDINGS } from '@tianguis/core/commission/plans'
import { listOf } from '@tianguis/core/contracts/common'
import { plan, planPurchaseResult, userPlan } from '@tianguis/core/contracts/plans'
import { formatDate } from '@tianguis/core/dates'
import { ERROR_CODES, type ErrorCode } from '@tianguis/core/errors'
import { errorMessage } from '@tianguis/core/messages'
import { formatMoney } from '@tianguis/core/money'
import { data, type RouterContextProvider, redirect, redirectDocument } from 'react-router'
import { z } from 'zod'
import { requestTranslation } from '../../i18n/messages.server'
import { createApi } from '../../lib/api.server'
import { addressingFor, baseFor } from '../shop/shop.server'
import { toLogin } from '../supplier/supplier.server'

type Context = Readonly<RouterContextProvider>

/** One plan as the packages page shows it, its texts worked out here. */
export interface PackageRow {
  id: string
  name: string
  rate: string
  price: string
  margin: string
  /** The viewer's plan: until when it is paid (null for a plan given, not bought), else not theirs. */
  current: { until: string | null } | null
  href: string
}

/** The plan being bought: its price to pay and a key per visit (a resent form pays once). */
export interface PackageBuy {
  id: string
  name: string
  total: string
  expected: { amount: number; currency: string }
  attemptKey: string
  /** Anonymous visitors sign in first, coming back here. */
  loginHref: string | null
}

export interface PackagesView {
  base: string
  rows: PackageRow[]
  buy: PackageBuy | null
  unknownPlan: boolean
  done: string | null
  /** Back from a 3-D Secure page that did not pay (`?fallo=<code>`, decision 094): why. */
  returnedFailure: string | null
}

const packagesPath = (base: string) => `${base}${PACKAGES_PATH}`
const buyPath = (base: string, planId: string) => `${packagesPath(base)}?plan=${encodeURIComponent(planId)}`

/**
 * `{base}/apps/paquetes` (002 §2; decision 092): every plan with its price, rate and margin, the
 * viewer's marked; `?plan=` opens that plan's purchase (signed in: the card form; a visitor: a
 * link to sign in and come back); `?hecho=<purchase>` says until when the bought plan runs.
 */
export async function loadPackages(
  request: Request,
  context: Context,
  paramShop: string | undefined,
): Promise<PackagesView> {
  const base = baseFor(paramShop, context)
  const api = createApi(request, context)
  const url = new URL(request.url)
  const doneId = url.searchParams.get('hecho')
  const [plans, mine, done] = await Promise.all([
    api.get('/api/v1/plans', listOf(plan)),
    api.get('/api/v1/me/plan', userPlan),
    doneId ? api.get(`/api/v1/me/plan/purchases/${encodeURIComponent(doneId)}`, planPurchaseResult) : null,
  ])
  if (!plans.ok) throw new Error(`GET /api/v1/plans answered ${plans.status} ${plans.error.code}`)
  const { locale, t } = requestTranslation(request)
  const money = (amount: number, currency: string) => formatMoney({ amount, currency }, locale)
  const signedIn = mine.ok
  const currentId = mine.ok ? mine.data.plan_id : null
  const until = mine.ok && mine.data.period_end ? formatDate(mine.data.period_end, locale) : null
  const rows = plans.data.results.map(
    (found): PackageRow => ({
      id: found.id,
      name: found.name,
      rate: new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
        found.plan_commission_rate / 10_000,
      ),
      price: money(found.price, found.currency),
      margin: money(found.contribution_margin, found.currency),
      current: found.id === currentId ? { until } : null,
      href: buyPath(base, found.id),
    }),
  )
  const chosenId = url.searchParams.get('plan')
  const chosen = chosenId ? plans.data.results.find((found) => found.id === chosenId) : undefined
  const buy: PackageBuy | null = chosen
    ? {
        id: chosen.id,
        name: chosen.name,
        total: money(chosen.price, chosen.currency),
        expected: { amount: chosen.price, currency: chosen.currency },
        attemptKey: crypto.randomUUID(),
        loginHref: signedIn ? null : `${base}/login?next=${encodeURIComponent(buyPath(base, chosen.id))}`,
      }
    : null
  const doneText =
    done?.ok && done.data.status === 'approved' && done.data.period_end
      ? t('packages.done', { plan: done.data.plan_name, date: formatDate(done.data.period_end, locale) })
      : null
  const failedCode = url.searchParams.get('fallo')
  const returnedFailure =
    failedCode === null
      ? null
      : errorMessage(locale, failedCode in ERROR_CODES ? (failedCode as ErrorCode) : 'payment_attempt_failed')
  return { base, rows, buy, unknownPlan: Boolean(chosenId) && !chosen, done: doneText, returnedFailure }
}

const buyFields = z.object({
  plan_id: z.string().min(1).max(100),
  card_token: z.string().min(1).max(200).optional(),
  expected_amount: z.coerce.number().int(),
  expected_currency: z.string().length(3),
  idempotency_key: z.string().min(8).max(255),
})

/**
 * The purchase form (decision 092): POST /api/v1/me/plan/purchases with the card's token. Approved
 * → the packages page saying until when; a decline or refusal stays on the page with the API's
 * message. Without JavaScript there is no card token: the page says the card needs it.
 */
export async function buyPackageAction(request: Request, context: Context, paramShop: string | undefined) {
  const base = baseFor(paramShop, context)
  const fields = buyFields.safeParse(
    Object.fromEntries([...(await request.formData())].filter(([, value]) => value !== '')),
  )
  if (!fields.success) throw data(null, { status: 400 })
  const { plan_id, card_token, expected_amount, expected_currency, idempotency_key } = fields.data
  if (!card_token) {
    const { t } = requestTranslation(request)
    return data({ failure: t('checkout.card.needsScript'), attemptKey: idempotency_key }, { status: 400 })
  }
  const result = await createApi(request, context).send(
    'POST',
    '/api/v1/me/plan/purchases',
    {
      plan_id,
      payment_type: 'card',
      card_token,
      expected_total: { amount: expected_amount, currency: expected_currency },
      // A card that asks for 3-D Secure comes back here (decision 094).
      return_path: buyPath(base, plan_id),
    },
    planPurchaseResult,
    { idempotencyKey: idempotency_key },
  )
  if (!result.ok) {
    if (result.status === 401) throw toLogin(request, base)
    // A new key: the next press is a new attempt, not the replay of this refusal (decision 028).
    return data({ failure: result.error.message, attemptKey: crypto.randomUUID() }, { status: result.status })
  }
  // The provider's 3-D Secure page, a document of another origin: a full navigation.
  if (result.data.action_url) throw redirectDocument(result.data.action_url)
  throw redirect(`${packagesPath(base)}?hecho=${encodeURIComponent(result.data.id)}`)
}

/** A landing path's plan key (002 §2), for its texts. */
export type LandingKey = 'online-store' | 'digital-business' | 'electronic-invoicing'

/**
 * A plan's landing page (`/tiendaenlinea`, `/negociodigital`, `/mkt/facturacion`; decision 092):
 * the plan's name and price and a button to buy it on the packages page. The platform's pages: a
 * shop's address answers 404.
 */
export async function loadLanding(
  request: Request,
  context: Context,
  paramShop: string | undefined,
  path: keyof typeof PLAN_LANDINGS,
) {
  if (addressingFor(paramShop, context).slug !== null) return data({ found: false as const }, { status: 404 })
  const plans = await createApi(request, context).get('/api/v1/plans', listOf(plan))
  if (!plans.ok) throw new Error(`GET /api/v1/plans answered ${plans.status} ${plans.error.code}`)
  const found = plans.data.results.find((row) => row.id === PLAN_LANDINGS[path])
  if (!found) return data({ found: false as const }, { status: 404 })
  const { locale } = requestTranslation(request)
  return {
    found: true as const,
    key: found.key as LandingKey,
    name: found.name,
    price: formatMoney({ amount: found.price, currency: found.currency }, locale),
    href: buyPath('', found.id),
    all: PACKAGES_PATH,
  }
}
