import { UPLOAD_MAX_BYTES } from '@tianguis/core/constants'
import { storedImage } from '@tianguis/core/contracts/media'
import {
  type ReturnDetail,
  type ReturnOptions,
  type ReturnSummary,
  refundAnswer,
  returnDetail,
  returnList,
  returnOptions,
} from '@tianguis/core/contracts/returns'
import { formatDateTime } from '@tianguis/core/dates'
import type { Locale } from '@tianguis/core/locales'
import { formatMoney, parseMoneyInput } from '@tianguis/core/money'
import { ORDER_NOTE_MAX } from '@tianguis/core/orders/lifecycle'
import {
  RETURN_DESCRIPTION_MAX,
  RETURN_PHOTOS_MAX,
  RETURN_REASON_ROOT,
  RETURN_REASON_TREE,
} from '@tianguis/core/returns/reasons'
import { data, type RouterContextProvider, redirect } from 'react-router'
import { requestText, requestTranslation } from '../../i18n/messages.server'
import { createApi } from '../../lib/api.server'
import { addressingFor, baseFor } from '../shop/shop.server'
import { toLogin } from '../supplier/supplier.server'
import { photoProblem } from '../supplier/upload-check'
import { markOf, RETURN_MARKS, type ReturnMark, type ReturnTab, returnPaths, tabOf } from './paths'

/**
 * The returns pages (decision 091), reading the API as the viewer: a visitor logs in, a return
 * or order that is not theirs (or not the shop's) is the not-found page. The forms post here
 * without JavaScript and come back with a mark in `?hecho=` (a toast), or with the refusal.
 */
type Context = Readonly<RouterContextProvider>

const notFound = <T extends { found: boolean }>() => data<T>({ found: false } as T, { status: 404 })
const field = (form: FormData, name: string, max = 1000) => String(form.get(name) ?? '').slice(0, max)

/** Money and dates as the page shows them. */
export interface ReturnView {
  detail: ReturnDetail
  money: Record<string, string>
  createdAt: string
  notes: { id: string; at: string; event: string; visibility: string; text: string }[]
  refunds: { id: string; amount: string; status: string; at: string }[]
}

function viewOf(detail: ReturnDetail, locale: Locale): ReturnView {
  const m = (value: { amount: number; currency: string } | null) => (value ? formatMoney(value, locale) : '')
  return {
    detail,
    money: {
      unitPrice: m(detail.unit_price),
      offered: m(detail.terms.offered_refund),
      deductedShipping: m(detail.terms.deducted.return_shipping),
      deductedRestocking: m(detail.terms.deducted.restocking),
      refundable: m(detail.refundable),
    },
    createdAt: formatDateTime(detail.created_at, locale),
    notes: detail.notes.map((note) => ({
      id: note.id,
      at: formatDateTime(note.at, locale),
      event: note.event,
      visibility: note.visibility,
      text:
        note.event === 'refund_success' || note.event === 'refund_failed'
          ? m({ amount: Number(note.text), currency: detail.unit_price.currency })
          : note.text,
    })),
    refunds: detail.refunds.map((refund) => ({
      id: refund.id,
      amount: m(refund.amount),
      status: refund.status,
      at: formatDateTime(refund.created_at, locale),
    })),
  }
}

// --- the customer's request form ---

export type ReturnFormPage =
  | {
      found: true
      base: string
      orderId: string
      lines: (ReturnOptions['lines'][number] & { offered: string | null; deadlineText: string | null })[]
      questions: typeof RETURN_REASON_TREE
    }
  | { found: false }

export async function loadReturnForm(
  request: Request,
  context: Context,
  params: { shop?: string; order: string },
) {
  const base = baseFor(params.shop, context)
  const result = await createApi(request, context).get(
    `/api/v1/me/orders/${encodeURIComponent(params.order)}/returns/options`,
    returnOptions,
  )
  if (result.status === 401) throw toLogin(request, base)
  if (!result.ok) return notFound<ReturnFormPage>()
  const { locale } = requestTranslation(request)
  return data<ReturnFormPage>({
    found: true,
    base,
    orderId: result.data.order_id,
    lines: result.data.lines.map((line) => ({
      ...line,
      offered: line.terms ? formatMoney(line.terms.offered_refund, locale) : null,
      deadlineText: line.deadline ? formatDateTime(line.deadline, locale) : null,
    })),
    questions: RETURN_REASON_TREE,
  })
}

/** What the order page shows: a link to the form, the open return, or 'time expired'. */
export async function orderReturnLink(
  request: Request,
  context: Context,
  params: { shop?: string; order: string },
): Promise<{ formHref: string | null; openHref: string | null; expired: boolean; until: string | null }> {
  const base = baseFor(params.shop, context)
  const none = { formHref: null, openHref: null, expired: false, until: null }
  const result = await createApi(request, context).get(
    `/api/v1/me/orders/${encodeURIComponent(params.order)}/returns/options`,
    returnOptions,
  )
  if (!result.ok) return none
  const eligible = result.data.lines.find((line) => line.eligible)
  const open = result.data.lines.find((line) => line.open_return_id)
  const { locale } = requestTranslation(request)
  return {
    formHref: eligible ? returnPaths.form(base, result.data.order_id) : null,
    openHref: open?.open_return_id ? returnPaths.mine(base, open.open_return_id) : null,
    expired: result.data.lines.some((line) => line.refusal === 'return_time_expired'),
    until: eligible?.deadline ? formatDateTime(eligible.deadline, locale) : null,
  }
}

/** The tree's answers along the path the form's choices take (fieldsets of questions off it are ignored). */
function pathAnswers(form: FormData, electronics: boolean): Record<string, string> {
  const byId = new Map(RETURN_REASON_TREE.map((q) => [q.id, q]))
  const answers: Record<string, string> = {}
  let next: string | null = RETURN_REASON_ROOT
  for (let hops = 0; next && hops < RETURN_REASON_TREE.length; hops += 1) {
    const question = byId.get(next)
    if (!question) break
    if (question.onlyElectronics && !electronics) {
      const skip = question.skip
      next = skip && 'question' in skip ? skip.question : null
      continue
    }
    const chosen = field(form, `q_${question.id}`, 40)
    const answer = question.answers.find((one) => one.id === chosen)
    if (!answer) {
      if (chosen) answers[question.id] = chosen
      break
    }
    answers[question.id] = answer.id
    next = 'question' in answer.next ? answer.next.question : null
  }
  return answers
}

/** Five photos of 4,000,000 bytes and the text (the page layer, page-body.ts, cuts off at 21 MiB). */
export const MAX_RETURN_FORM_BYTES = RETURN_PHOTOS_MAX * UPLOAD_MAX_BYTES + 512 * 1024

/**
 * The request form's post (multipart: the photos are files). New photos go to the platform's upload
 * first, as the review form's do (decision 084); ones that went up on an earlier, refused post come
 * back as hidden `photos` and are not uploaded again. A photo refused keeps the customer on the form.
 */
export async function submitReturnForm(
  request: Request,
  context: Context,
  params: { shop?: string; order: string },
) {
  const base = baseFor(params.shop, context)
  const { t } = requestTranslation(request)
  const length = Number(request.headers.get('content-length'))
  if (!(length > 0 && length <= MAX_RETURN_FORM_BYTES)) {
    const failure = t('returns.form.tooLarge', { max: RETURN_PHOTOS_MAX })
    return data({ failure, values: {}, photos: [] as string[] }, { status: 413 })
  }
  const form = await request.formData()
  const values = {
    line_id: field(form, 'line_id', 100),
    quantity: field(form, 'quantity', 10),
    description: field(form, 'description', RETURN_DESCRIPTION_MAX + 1),
  }
  const api = createApi(request, context)
  const photos = form
    .getAll('photos')
    .filter((v): v is string => typeof v === 'string' && v.length <= 300)
    .slice(0, RETURN_PHOTOS_MAX)
  let refusedPhoto = false
  for (const file of form.getAll('new_photos')) {
    if (!(file instanceof File) || (file.size === 0 && file.name === '')) continue
    if (photos.length >= RETURN_PHOTOS_MAX || photoProblem(file) !== null) {
      refusedPhoto = true
      continue
    }
    const uploaded = await api.upload('/api/v1/me/uploads', 'image', file, storedImage)
    if (uploaded.status === 401) throw toLogin(request, base)
    if (uploaded.ok) {
      if (!photos.includes(uploaded.data.url)) photos.push(uploaded.data.url)
    } else refusedPhoto = true
  }
  if (refusedPhoto) return data({ failure: t('returns.form.photoRejected'), values, photos }, { status: 400 })
  const quantity = Number.parseInt(values.quantity, 10)
  const result = await api.send(
    'POST',
    `/api/v1/me/orders/${encodeURIComponent(params.order)}/returns`,
    {
      line_id: values.line_id,
      quantity: Number.isSafeInteger(quantity) ? quantity : 1,
      answers: pathAnswers(form, form.get('electronics') === '1'),
      description: values.description,
      photos,
    },
    returnDetail,
  )
  if (result.ok) throw redirect(`${returnPaths.mine(base, result.data.id)}?hecho=${RETURN_MARKS.started}`)
  if (result.status === 401) throw toLogin(request, base)
  return data({ failure: result.error.message, values, photos }, { status: result.status })
}

// --- a return's page, the customer's or the shop's ---

export type ReturnPage =
  | {
      found: true
      base: string
      side: 'customer' | 'shop'
      view: ReturnView
      tab: ReturnTab
      mark: ReturnMark | null
      markAmount: string | null
      closeHref: string
    }
  | { found: false }

export async function loadReturnPage(
  request: Request,
  context: Context,
  side: 'customer' | 'shop',
  params: { shop?: string; id: string },
) {
  const { slug, base } = addressingFor(params.shop, context)
  if (side === 'shop' && slug === null) return notFound<ReturnPage>()
  const path =
    side === 'customer'
      ? `/api/v1/me/returns/${encodeURIComponent(params.id)}`
      : `/api/v1/shops/${encodeURIComponent(slug!)}/returns/${encodeURIComponent(params.id)}`
  const result = await createApi(request, context).get(path, returnDetail)
  if (result.status === 401) throw toLogin(request, base)
  if (!result.ok) return notFound<ReturnPage>()
  const url = new URL(request.url)
  const { locale } = requestTranslation(request)
  const amount = Number(url.searchParams.get('monto'))
  url.searchParams.delete('hecho')
  url.searchParams.delete('monto')
  return data<ReturnPage>({
    found: true,
    base,
    side,
    view: viewOf(result.data, locale),
    tab: tabOf(url.searchParams.get('pestana')),
    mark: markOf(new URL(request.url).searchParams.get('hecho')),
    markAmount:
      Number.isSafeInteger(amount) && amount > 0
        ? formatMoney({ amount, currency: result.data.unit_price.currency }, locale)
        : null,
    closeHref: `${url.pathname}${url.search}`,
  })
}

/** The shop's forms on a return (`intent`): refund, retry, close, note. */
export async function actOnReturn(request: Request, context: Context, params: { shop?: string; id: string }) {
  const { slug, base } = addressingFor(params.shop, context)
  if (slug === null) throw data(null, { status: 404 })
  const form = await request.formData()
  const api = createApi(request, context)
  const path = `/api/v1/shops/${encodeURIComponent(slug)}/returns/${encodeURIComponent(params.id)}`
  const page = returnPaths.admin(base, params.id)
  const refused = (failure: string, status: number, values: Record<string, string> = {}) => {
    if (status === 401) throw toLogin(request, base)
    return data({ failure, values }, { status })
  }
  const intent = form.get('intent')
  const afterRefund = (status: string, amount: number) => {
    const mark = status === 'success' ? 'refunded' : status === 'failed' ? 'refundFailed' : 'refundPending'
    return redirect(`${page}?pestana=reembolsos&hecho=${RETURN_MARKS[mark]}&monto=${amount}`)
  }
  if (intent === 'refund') {
    const typed = field(form, 'amount', 40)
    const { locale } = requestTranslation(request)
    const parsed = parseMoneyInput(typed, locale)
    if (!parsed.ok)
      return refused(requestText(request, 'returns.admin.amountInvalid'), 400, { amount: typed })
    const result = await api.send('POST', `${path}/refunds`, { amount: parsed.amount }, refundAnswer)
    if (result.ok) return afterRefund(result.data.refund.status, result.data.refund.amount.amount)
    return refused(result.error.message, result.status, { amount: typed })
  }
  if (intent === 'retry') {
    const refund = field(form, 'refund', 100)
    const result = await api.send(
      'POST',
      `${path}/refunds/${encodeURIComponent(refund)}/retry`,
      {},
      refundAnswer,
    )
    if (result.ok) return afterRefund(result.data.refund.status, result.data.refund.amount.amount)
    return refused(result.error.message, result.status)
  }
  if (intent === 'close') {
    const result = await api.send('POST', `${path}/close`, {}, returnDetail)
    if (result.ok) return redirect(`${page}?hecho=${RETURN_MARKS.closed}`)
    return refused(result.error.message, result.status)
  }
  if (intent === 'note') {
    const values = {
      text: field(form, 'text', ORDER_NOTE_MAX + 1),
      visibility: field(form, 'visibility', 20),
    }
    const result = await api.send('POST', `${path}/notes`, values, returnDetail)
    if (result.ok) return redirect(`${page}?pestana=historial&hecho=${RETURN_MARKS.noted}`)
    return refused(result.error.message, result.status, values)
  }
  return refused('', 400)
}

// --- the shop's list ---

export type ReturnsListPage =
  | { found: true; base: string; returns: (ReturnSummary & { createdText: string })[] }
  | { found: false }

export async function loadShopReturns(request: Request, context: Context, params: { shop?: string }) {
  const { slug, base } = addressingFor(params.shop, context)
  if (slug === null) return notFound<ReturnsListPage>()
  const result = await createApi(request, context).get(
    `/api/v1/shops/${encodeURIComponent(slug)}/returns`,
    returnList,
    { limit: 50 },
  )
  if (result.status === 401) throw toLogin(request, base)
  if (!result.ok) return notFound<ReturnsListPage>()
  const { locale } = requestTranslation(request)
  return data<ReturnsListPage>({
    found: true,
    base,
    returns: result.data.results.map((one) => ({
      ...one,
      createdText: formatDateTime(one.created_at, locale),
    })),
  })
}
