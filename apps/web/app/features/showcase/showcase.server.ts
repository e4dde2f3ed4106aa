import { HEADER_LIST_PAGE_SIZE } from '@tianguis/core/constants'
import { listOf } from '@tianguis/core/contracts/common'
import { itemSuggestions } from '@tianguis/core/contracts/items'
import { storedImage } from '@tianguis/core/contracts/media'
import { shopHeader } from '@tianguis/core/contracts/shop-headers'
import { carouselColumnsBody, shopSlide } from '@tianguis/core/contracts/shop-slides'
import { PALETTES } from '@tianguis/core/palettes'
import { can } from '@tianguis/core/permissions'
import { data, type RouterContextProvider, redirect } from 'react-router'
import type { z } from 'zod'
import { type Api, createApi } from '../../lib/api.server'
import { shopOnce } from '../sections/shop-once.server'
import { carouselPage, headersPage } from './paths'

/**
 * The header editor's and the carousel editor's pages (decision 096): plain forms posted to the
 * page, which calls the API (001 §7) and goes back to the list with the outcome's toast
 * (`?hecho=…`). Only the shop's admins (`shop.update`) get them; anyone else gets a 404.
 */

type Context = Readonly<RouterContextProvider>
export const DONE_PARAM = 'hecho'
export const HEADER_DONE = ['creado', 'actualizado', 'borrado'] as const
export const SLIDE_DONE = ['creado', 'actualizado', 'borrado', 'columnas'] as const
export type Done = (typeof SLIDE_DONE)[number]

const headersPath = (slug: string) => `/api/v1/shops/${encodeURIComponent(slug)}/headers`
const slidesPath = (slug: string) => `/api/v1/shops/${encodeURIComponent(slug)}/slides`

/** The shop's columns when the viewer is its admin; null otherwise (the page answers 404). */
async function adminShop(request: Request, context: Context, slug: string) {
  const shop = await shopOnce(request, context, slug)
  if (!shop.ok || !can(shop.data.viewer_roles, 'shop.update')) return null
  const { columns, color1, color2 } = shop.data.store_theme_info
  return { columns, colours: { color1, color2 } }
}

function notFound() {
  return data({ allowed: false as const }, { status: 404 })
}

function offsetOf(url: URL): number {
  const value = Number.parseInt(url.searchParams.get('desde') ?? '0', 10)
  return Number.isFinite(value) && value > 0 ? Math.min(value, 10_000) : 0
}

function doneOf<T extends readonly string[]>(url: URL, marks: T): T[number] | null {
  const mark = url.searchParams.get(DONE_PARAM)
  return marks.includes(mark ?? '') ? (mark as T[number]) : null
}

/** What a refused save shows again: the values sent, the message per field and the toast's text. */
export interface EditorAnswer {
  values: Record<string, string>
  errors: Record<string, string>
  /** The server's message, or null for the form's 'Ocurrió un error' (001 §8). */
  message: string | null
  /** The image upload was refused: its 15-second toast (000 §5). */
  imageRejected?: string
  /** Product suggestions for the form's search (name), when it was a search. */
  suggestions?: { id: string; name: string }[]
  /** A fresh mark so the same message shows its toast again. */
  at: number
  /**
   * The next save's Idempotency-Key (decision 028): a refused save used up the form's, and the
   * corrected one is another request.
   */
  key: string
}

const text = (form: FormData, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}

async function searchProducts(api: Api, slug: string, q: string) {
  if (q.trim() === '') return []
  const found = await api.get('/api/v1/items/suggestions', itemSuggestions, {
    q: q.trim().slice(0, 100),
    shop: slug,
  })
  return found.ok ? found.data.items.map((item) => ({ id: item.id, name: item.name })) : []
}

function refused(
  values: Record<string, string>,
  result: { status: number; error: { message: string; fields?: Record<string, string> } } | null,
) {
  return data<EditorAnswer>(
    {
      values,
      errors: result?.error.fields ?? {},
      message: result?.error.message ?? null,
      at: Date.now(),
      key: crypto.randomUUID(),
    },
    { status: result && result.status >= 400 && result.status < 500 ? result.status : 400 },
  )
}

/** One page of an editor's list (10, from `?desde=`), as the viewer reads it. */
async function listPage<T extends z.ZodType>(request: Request, context: Context, path: string, item: T) {
  const url = new URL(request.url)
  const offset = offsetOf(url)
  const list = await createApi(request, context).get(path, listOf(item), {
    offset,
    limit: HEADER_LIST_PAGE_SIZE,
  })
  return { url, offset, list }
}

// ——— Headers ———

export async function loadHeaderList(request: Request, context: Context, slug: string) {
  const shop = await adminShop(request, context, slug)
  if (!shop) return notFound()
  const { url, offset, list } = await listPage(request, context, headersPath(slug), shopHeader)
  return {
    allowed: true as const,
    headers: list.ok ? list.data.results : [],
    total: list.ok ? list.data.matches_estimated : 0,
    offset,
    done: doneOf(url, HEADER_DONE),
    failed: !list.ok,
    // The header's colour choice and custom colour are the shop's (decision 096): the look editor's
    // section, its palettes sent as data as that editor sends them (decision 019).
    colours: shop.colours,
    palettes: PALETTES.map(({ id, name, color1, color2 }) => ({ id, name, color1, color2 })),
  }
}

export async function loadHeaderForm(request: Request, context: Context, slug: string, id: string | null) {
  const shop = await adminShop(request, context, slug)
  if (!shop) return notFound()
  if (!id) return { allowed: true as const, header: null, key: crypto.randomUUID() }
  const found = await createApi(request, context).get(
    `${headersPath(slug)}/${encodeURIComponent(id)}`,
    shopHeader,
  )
  if (!found.ok) return notFound()
  return { allowed: true as const, header: found.data, key: crypto.randomUUID() }
}

/** The list's delete (001 §4: the header leaves the list, the count drops). */
export async function deleteHeaderAction(request: Request, context: Context, slug: string, base: string) {
  const form = await request.formData()
  const id = text(form, 'id')
  const result = await createApi(request, context).send(
    'DELETE',
    `${headersPath(slug)}/${encodeURIComponent(id)}`,
    undefined,
  )
  if (result.ok) return redirect(`${headersPage(base)}?${DONE_PARAM}=borrado`)
  return refused({}, result)
}

const HEADER_FIELDS = [
  'title',
  'subtitle',
  'description',
  'target',
  'action_type',
  'url',
  'button_label',
  'product',
  'product_name',
] as const

/** The header form's save, or its product search (`intent=search`). */
export async function saveHeaderAction(
  request: Request,
  context: Context,
  slug: string,
  base: string,
  id: string | null,
) {
  const form = await request.formData()
  const api = createApi(request, context)
  const values = Object.fromEntries(HEADER_FIELDS.map((name) => [name, text(form, name)]))
  values.product_q = text(form, 'product_q')
  if (text(form, 'intent') === 'search') {
    return data<EditorAnswer>({
      values,
      errors: {},
      message: null,
      suggestions: await searchProducts(api, slug, values.product_q),
      at: Date.now(),
      key: text(form, 'idempotency_key') || crypto.randomUUID(),
    })
  }
  const body = {
    title: values.title,
    subtitle: values.subtitle,
    description: values.description,
    target: values.target || 'all',
    action_type: values.action_type || 'none',
    url: values.url,
    button_label: values.button_label,
    product: values.product,
  }
  const key = text(form, 'idempotency_key')
  const result = id
    ? await api.send('PATCH', `${headersPath(slug)}/${encodeURIComponent(id)}`, body, shopHeader)
    : await api.send('POST', headersPath(slug), body, shopHeader, {
        idempotencyKey: key && key.length <= 100 ? key : null,
      })
  if (result.ok) return redirect(`${headersPage(base)}?${DONE_PARAM}=${id ? 'actualizado' : 'creado'}`)
  return refused(values, result)
}

// ——— Carousel ———

export async function loadSlideList(request: Request, context: Context, slug: string) {
  const shop = await adminShop(request, context, slug)
  if (!shop) return notFound()
  const { url, offset, list } = await listPage(request, context, slidesPath(slug), shopSlide)
  return {
    allowed: true as const,
    slides: list.ok ? list.data.results : [],
    total: list.ok ? list.data.matches_estimated : 0,
    offset,
    columns: shop.columns,
    done: doneOf(url, SLIDE_DONE),
    failed: !list.ok,
  }
}

export async function loadSlideForm(request: Request, context: Context, slug: string, id: string | null) {
  const shop = await adminShop(request, context, slug)
  if (!shop) return notFound()
  if (!id) return { allowed: true as const, slide: null, columns: shop.columns, key: crypto.randomUUID() }
  const found = await createApi(request, context).get(
    `${slidesPath(slug)}/${encodeURIComponent(id)}`,
    shopSlide,
  )
  if (!found.ok) return notFound()
  return { allowed: true as const, slide: found.data, columns: shop.columns, key: crypto.randomUUID() }
}

/** The carousel list's posts: delete a slide, or switch between 1 and 2 columns. */
export async function slideListAction(request: Request, context: Context, slug: string, base: string) {
  const form = await request.formData()
  const api = createApi(request, context)
  if (text(form, 'intent') === 'columns') {
    const columns = text(form, 'columns') === '1' ? 1 : 2
    const result = await api.send('PUT', `${slidesPath(slug)}/columns`, { columns }, carouselColumnsBody)
    if (result.ok) return redirect(`${carouselPage(base)}?${DONE_PARAM}=columnas`)
    return refused({}, result)
  }
  const id = text(form, 'id')
  const result = await api.send('DELETE', `${slidesPath(slug)}/${encodeURIComponent(id)}`, undefined)
  if (result.ok) return redirect(`${carouselPage(base)}?${DONE_PARAM}=borrado`)
  return refused({}, result)
}

const SLIDE_FIELDS = ['hzt_image', 'vrt_image', 'type', 'url', 'target', 'product', 'product_name'] as const

/**
 * The slide form's save (images uploaded first through POST /api/v1/me/uploads, decision 017),
 * or its product search (`intent=search`). A refused image keeps the rest of the form and shows
 * the 15-second rejection toast (000 §5).
 */
export async function saveSlideAction(
  request: Request,
  context: Context,
  slug: string,
  base: string,
  id: string | null,
) {
  const form = await request.formData()
  const api = createApi(request, context)
  const values = Object.fromEntries(SLIDE_FIELDS.map((name) => [name, text(form, name)]))
  values.url_target = form.get('url_target') ? 'on' : ''
  values.product_q = text(form, 'product_q')
  if (text(form, 'intent') === 'search') {
    return data<EditorAnswer>({
      values,
      errors: {},
      message: null,
      suggestions: await searchProducts(api, slug, values.product_q),
      at: Date.now(),
      key: text(form, 'idempotency_key') || crypto.randomUUID(),
    })
  }
  for (const [field, file] of [
    ['hzt_image', form.get('hzt_file')],
    ['vrt_image', form.get('vrt_file')],
  ] as const) {
    if (!(file instanceof File) || (file.size === 0 && file.name === '')) continue
    const uploaded = await api.upload('/api/v1/me/uploads', 'image', file, storedImage)
    if (!uploaded.ok) {
      return data<EditorAnswer>(
        {
          values,
          errors: {},
          message: null,
          imageRejected: uploaded.error.message,
          at: Date.now(),
          key: text(form, 'idempotency_key') || crypto.randomUUID(),
        },
        { status: uploaded.status === 401 ? 401 : 400 },
      )
    }
    values[field] = uploaded.data.url
  }
  const type = values.type === 'PRODUCT' ? 'PRODUCT' : 'URL'
  const body = {
    // Left out when empty: a new slide then hears 'required', an edit keeps its image.
    hzt_image: values.hzt_image || undefined,
    vrt_image: values.vrt_image || (id ? undefined : null),
    type,
    url: type === 'URL' ? values.url : null,
    product: type === 'PRODUCT' ? values.product : null,
    url_target: values.url_target === 'on',
    target: values.target || 'all',
  }
  const key = text(form, 'idempotency_key')
  const result = id
    ? await api.send('PATCH', `${slidesPath(slug)}/${encodeURIComponent(id)}`, body, shopSlide)
    : await api.send('POST', slidesPath(slug), body, shopSlide, {
        idempotencyKey: key && key.length <= 100 ? key : null,
      })
  if (result.ok) return redirect(`${carouselPage(base)}?${DONE_PARAM}=${id ? 'actualizado' : 'creado'}`)
  return refused(values, result)
}
