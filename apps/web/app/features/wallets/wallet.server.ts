import { LIST_MAX_OFFSET } from '@tianguis/core/constants'
import {
  type CashoutAnswer,
  cashout,
  cashoutList,
  type LedgerReport,
  ledgerReport,
  WALLET_MOVEMENTS_PAGE_SIZE,
  walletList,
  walletMovementList,
} from '@tianguis/core/contracts/wallets'
import { formatDate, formatDateTime } from '@tianguis/core/dates'
import type { Locale } from '@tianguis/core/locales'
import { formatMoney, parseMoneyInput } from '@tianguis/core/money'
import { data, type RouterContextProvider, redirect } from 'react-router'
import { requestLocale } from '../../i18n/messages.server'
import { translate } from '../../i18n/translate'
import { createApi } from '../../lib/api.server'
import { pageParam } from '../../lib/page-param'
import { pagePath } from '../../lib/page-path'

type Context = Readonly<RouterContextProvider>
export const CASHOUT_DONE_MARK = 'retiro'
/** How many of the latest movements the chart draws. */
const CHART_POINTS = 100
const CHART_WIDTH = 600
const CHART_HEIGHT = 160

export interface PageWallet {
  id: string
  currency: string
  selected: boolean
  href: string
  balance: string
  available: string
  held: string
  pending: string
  cutoff: string
}

export interface PageMovement {
  id: string
  kind: string
  orderId: string | null
  when: string
  amount: string
  available: string
  after: string
}

/** The balance chart, drawn here as SVG path data (no chart library, no script). */
export interface PageChart {
  width: number
  height: number
  line: string
  area: string
  from: string
  to: string
  first: string
  last: string
}

export interface PageWalletData {
  wallets: PageWallet[]
  selected: PageWallet
  availableAmount: number
  movements: PageMovement[]
  chart: PageChart | null
  cashouts: { id: string; amount: string; status: CashoutAnswer['status']; cutoff: string; when: string }[]
  page: number
  pages: number
  previousHref: string | null
  nextHref: string | null
  done: boolean
  closeHref: string
}

const dayOf = (date: string, locale: Locale) => formatDate(`${date}T18:00:00Z`, locale)

/** The balance after each movement, oldest first, as a line over time (a flat line for one point). */
export function balanceChart(
  points: readonly { at: string; balance: number }[],
  format: (amount: number) => string,
  day: (iso: string) => string,
): PageChart | null {
  if (points.length === 0) return null
  const times = points.map((point) => Date.parse(point.at))
  const values = points.map((point) => point.balance)
  const [t0, t1] = [Math.min(...times), Math.max(...times)]
  const [low, high] = [Math.min(0, ...values), Math.max(0, ...values)]
  const pad = 8
  const x = (t: number) => pad + (t1 === t0 ? 0.5 : (t - t0) / (t1 - t0)) * (CHART_WIDTH - 2 * pad)
  const y = (v: number) => pad + (high === low ? 0.5 : (high - v) / (high - low)) * (CHART_HEIGHT - 2 * pad)
  // A step line: the balance stays until the next movement changes it.
  const steps = points.flatMap((point, i) => {
    const here = `${x(times[i]!).toFixed(1)},${y(point.balance).toFixed(1)}`
    if (i === 0) return [`M${here}`]
    return [`L${x(times[i]!).toFixed(1)},${y(values[i - 1]!).toFixed(1)}`, `L${here}`]
  })
  if (points.length === 1) steps.push(`L${(CHART_WIDTH - pad).toFixed(1)},${y(values[0]!).toFixed(1)}`)
  const line = steps.join(' ')
  const endX = points.length === 1 ? CHART_WIDTH - pad : x(t1)
  const base = y(0).toFixed(1)
  const area = `${line} L${endX.toFixed(1)},${base} L${x(t0).toFixed(1)},${base} Z`
  return {
    width: CHART_WIDTH,
    height: CHART_HEIGHT,
    line,
    area,
    from: day(points[0]!.at),
    to: day(points[points.length - 1]!.at),
    first: format(values[0]!),
    last: format(values[values.length - 1]!),
  }
}

/**
 * `/billetera` and `{shop}/billetera` (002 §3 Wallet; decision 090): the viewer's wallets, the one
 * chosen by `?tipo=` (the default first), its balance over time, its movements (`?page=`), its
 * cash-outs and the cash-out form. A visitor is sent to log in and come back.
 */
export async function loadWallet(request: Request, context: Context, base: string): Promise<PageWalletData> {
  const url = new URL(pagePath(request), 'http://page.invalid')
  const locale = requestLocale(request)
  const api = createApi(request, context)
  const wallets = await api.get('/api/v1/me/wallets', walletList)
  if (!wallets.ok) {
    if (wallets.status === 401) throw redirect(`${base}/login?next=${encodeURIComponent(pagePath(request))}`)
    throw data(null, { status: wallets.status >= 500 ? 503 : wallets.status })
  }
  const asked = url.searchParams.get('tipo')
  const chosen = wallets.data.results.find((one) => one.wallet_type.id === asked) ?? wallets.data.results[0]!
  const type = chosen.wallet_type.id
  const page = pageParam(url, Math.floor(LIST_MAX_OFFSET / WALLET_MOVEMENTS_PAGE_SIZE))
  const path = `/api/v1/me/wallets/${encodeURIComponent(type)}`
  const [moves, latest, cashouts] = await Promise.all([
    api.get(`${path}/movements`, walletMovementList, {
      offset: (page - 1) * WALLET_MOVEMENTS_PAGE_SIZE,
      limit: WALLET_MOVEMENTS_PAGE_SIZE,
    }),
    api.get(`${path}/movements`, walletMovementList, { offset: 0, limit: CHART_POINTS }),
    api.get(`${path}/cashouts`, cashoutList, { offset: 0, limit: 10 }),
  ])
  if (!moves.ok || !latest.ok || !cashouts.ok) throw data(null, { status: 503 })
  const money = (amount: number, currency: string) => formatMoney({ amount, currency }, locale)
  const present = (one: (typeof wallets.data.results)[number]): PageWallet => {
    const href = new URL(url)
    href.searchParams.set('tipo', one.wallet_type.id)
    href.searchParams.delete('page')
    href.searchParams.delete('hecho')
    const currency = one.wallet_type.currency
    return {
      id: one.wallet_type.id,
      currency,
      selected: one.wallet_type.id === type,
      href: href.pathname + href.search,
      balance: money(one.balance, currency),
      available: money(one.available_for_cashout, currency),
      held: money(one.held, currency),
      pending: money(one.payout_pending, currency),
      cutoff: dayOf(one.next_cutoff_date, locale),
    }
  }
  const currency = chosen.wallet_type.currency
  const pages = Math.max(1, Math.ceil(moves.data.matches_estimated / WALLET_MOVEMENTS_PAGE_SIZE))
  const pageHref = (n: number) => {
    const next = new URL(url)
    next.searchParams.delete('hecho')
    if (n === 1) next.searchParams.delete('page')
    else next.searchParams.set('page', String(n))
    return next.pathname + next.search
  }
  const done = url.searchParams.get('hecho') === CASHOUT_DONE_MARK
  const close = new URL(url)
  close.searchParams.delete('hecho')
  const list = wallets.data.results.map(present)
  return {
    wallets: list,
    selected: list.find((one) => one.selected)!,
    availableAmount: chosen.available_for_cashout,
    movements: moves.data.results.map((move) => ({
      id: move.entry_id,
      kind: move.kind,
      orderId: ['payment_held', 'refund_reversal', 'dispersion'].includes(move.kind) ? move.reference : null,
      when: formatDateTime(move.at, locale),
      amount: money(move.amount, currency),
      available: money(move.available, currency),
      after: money(move.balance_after, currency),
    })),
    chart: balanceChart(
      [...latest.data.results].reverse().map((move) => ({ at: move.at, balance: move.balance_after })),
      (amount) => money(amount, currency),
      (iso) => formatDate(iso, locale),
    ),
    cashouts: cashouts.data.results.map((one) => ({
      id: one.id,
      amount: money(one.amount, one.currency),
      status: one.status,
      cutoff: dayOf(one.cutoff_date, locale),
      when: formatDateTime(one.created_at, locale),
    })),
    page,
    pages,
    previousHref: page > 1 ? pageHref(page - 1) : null,
    nextHref: page < pages ? pageHref(page + 1) : null,
    done,
    closeHref: close.pathname + close.search,
  }
}

export interface CashoutFailure {
  message: string
  value: string
}

/** The cash-out form's post: the typed amount read in the page's locale, then back with a toast. */
export async function postCashout(request: Request, context: Context, base: string) {
  const form = await request.formData()
  const type = String(form.get('tipo') ?? '').slice(0, 64)
  const value = String(form.get('amount') ?? '').slice(0, 40)
  const locale = requestLocale(request)
  const parsed = parseMoneyInput(value, locale)
  const api = createApi(request, context)
  if (!parsed.ok || parsed.amount <= 0) {
    return data<CashoutFailure>(
      { message: translate(locale, 'wallet.cashout.invalid'), value },
      { status: 400 },
    )
  }
  const answer = await api.send(
    'POST',
    `/api/v1/me/wallets/${encodeURIComponent(type)}/cashouts`,
    { amount: parsed.amount },
    cashout,
  )
  if (answer.ok)
    return redirect(`${base}/billetera?tipo=${encodeURIComponent(type)}&hecho=${CASHOUT_DONE_MARK}`)
  if (answer.status === 401) throw redirect(`${base}/login?next=${encodeURIComponent(`${base}/billetera`)}`)
  return data<CashoutFailure>({ message: answer.error.message, value }, { status: answer.status })
}

/** `/plataforma/libro-mayor` (decision 090): the ledger's report, for the platform's admins only. */
export interface PageLedgerReport {
  entries: number
  currencies: {
    currency: string
    balanced: boolean
    total: string
    accounts: { kind: string; accounts: number; balance: string }[]
  }[]
}

export async function loadLedgerReport(request: Request, context: Context, base: string) {
  const locale = requestLocale(request)
  const answer = await createApi(request, context).get('/api/v1/admin/ledger/report', ledgerReport)
  if (!answer.ok) {
    if (answer.status === 401) throw redirect(`${base}/login?next=${encodeURIComponent(pagePath(request))}`)
    if (answer.status === 404) return data({ allowed: false as const }, { status: 404 })
    throw data(null, { status: 503 })
  }
  const report: LedgerReport = answer.data
  return {
    allowed: true as const,
    entries: report.entries,
    currencies: report.currencies.map((one) => ({
      currency: one.currency,
      balanced: one.balanced,
      total: formatMoney({ amount: one.total, currency: one.currency }, locale),
      accounts: one.accounts.map((account) => ({
        kind: account.kind,
        accounts: account.accounts,
        balance: formatMoney({ amount: account.balance, currency: one.currency }, locale),
      })),
    })),
  }
}
