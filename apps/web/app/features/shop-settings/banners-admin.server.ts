import { HEADER_LIST_PAGE_SIZE } from '@tianguis/core/constants'
import { banner } from '@tianguis/core/contracts/banners'
import { listOf } from '@tianguis/core/contracts/common'
import { storedImage } from '@tianguis/core/contracts/media'
import { data, type RouterContextProvider, redirect } from 'react-router'
import { requestText } from '../../i18n/messages.server'
import type { Api } from '../../lib/api.server'
import { pagePath } from '../../lib/page-path'
import { photoProblem } from '../supplier/upload-check'
import { adminOnly } from './settings.server'

type Context = Readonly<RouterContextProvider>
/** The outcome marks of 000 §8's banner toasts, carried on the redirect (decision 037). */
export const BANNER_MARKS = ['creado', 'actualizado', 'borrado'] as const
export type BannerMark = (typeof BANNER_MARKS)[number]

/** `{shop}/admin/banners` (000 §7 list banners with offset and limit; decision 097). */
export async function loadBannersAdmin(
  request: Request,
  context: Context,
  slug: string | null,
  base: string,
) {
  const admin = await adminOnly(request, context, slug, base)
  if (!admin.allowed) return data({ allowed: false as const }, { status: 404 })
  const url = new URL(pagePath(request), 'http://page.invalid')
  const offset = Math.max(0, Math.min(10_000, Number.parseInt(url.searchParams.get('desde') ?? '0', 10) || 0))
  const list = await admin.api.get(
    `/api/v1/shops/${encodeURIComponent(admin.shop.slug)}/banners`,
    listOf(banner),
    { offset, limit: HEADER_LIST_PAGE_SIZE },
  )
  if (!list.ok) throw new Error(`GET banners answered ${list.status} ${list.error.code}`)
  const mark = url.searchParams.get('hecho')
  url.searchParams.delete('hecho')
  return {
    allowed: true as const,
    banners: list.data.results,
    total: list.data.matches_estimated,
    offset,
    pageSize: HEADER_LIST_PAGE_SIZE,
    done: (BANNER_MARKS as readonly string[]).includes(mark ?? '') ? (mark as BannerMark) : null,
    closeHref: `${url.pathname}${url.search}`,
  }
}

export interface BannerFailure {
  /** The banner the refused form was about (null: the new-banner form). */
  id: string | null
  fields: Record<string, string>
  values: Record<string, string>
}

/** A chosen image goes to POST /me/uploads; answers its address and gallery id, or the refusal's text. */
async function uploadImage(api: Api, file: FormDataEntryValue | null, rejected: string) {
  if (!(file instanceof File) || (file.size === 0 && file.name === '')) return null
  if (photoProblem(file) !== null) return { ok: false as const, message: rejected }
  const stored = await api.upload('/api/v1/me/uploads', 'image', file, storedImage)
  if (!stored.ok) return { ok: false as const, message: stored.error.message || rejected }
  return { ok: true as const, url: stored.data.url, id: stored.data.id }
}

/**
 * The page's three forms (`intent` create, update, delete): images uploaded first, then the banner
 * call; back to the list with the toast's mark, or the refused form's messages with its values.
 */
export async function bannersAdminAction(
  request: Request,
  context: Context,
  slug: string | null,
  base: string,
) {
  const admin = await adminOnly(request, context, slug, base)
  if (!admin.allowed) throw data(null, { status: 404 })
  const form = await request.formData()
  const intent = String(form.get('intent') ?? '')
  const id = String(form.get('id') ?? '').slice(0, 100) || null
  const path = `/api/v1/shops/${encodeURIComponent(admin.shop.slug)}/banners`
  const back = (mark: BannerMark) => {
    const url = new URL(pagePath(request), 'http://page.invalid')
    url.searchParams.set('hecho', mark)
    return redirect(`${base}/admin/banners${url.search}`)
  }
  if (intent === 'delete' && id) {
    const answer = await admin.api.send('DELETE', `${path}/${encodeURIComponent(id)}`, undefined)
    if (answer.ok) return back('borrado')
    return data<BannerFailure>({ id, fields: {}, values: {} }, { status: answer.status })
  }
  const text = (name: string) =>
    String(form.get(name) ?? '')
      .trim()
      .slice(0, 2048)
  const values = {
    action_type: text('action_type') || 'none',
    url: text('url'),
    product_name: text('product_name'),
    target: text('target') || 'all',
    position: text('position'),
  }
  const fields: Record<string, string> = {}
  const rejected = requestText(request, 'supplier.photos.rejected')
  const images: Record<string, unknown> = {}
  for (const side of ['hzt', 'vrt'] as const) {
    const uploaded = await uploadImage(admin.api, form.get(`${side}_file`), rejected)
    if (uploaded?.ok) {
      images[`${side}_image`] = uploaded.url
      images[`${side}_image_id`] = uploaded.id
    } else if (uploaded) fields[`${side}_image`] = uploaded.message
    else if (intent === 'create') fields[`${side}_image`] = requestText(request, 'bannersAdmin.imageRequired')
  }
  if (Object.keys(fields).length > 0) return data<BannerFailure>({ id, fields, values }, { status: 400 })
  const position = values.position === '' ? undefined : Number(values.position)
  const body = {
    ...images,
    action_type: values.action_type,
    url: values.url || null,
    product_name: values.product_name || null,
    target: values.target,
    ...(position === undefined ? {} : { position }),
  }
  const answer =
    intent === 'update' && id
      ? await admin.api.send('PATCH', `${path}/${encodeURIComponent(id)}`, body, banner)
      : await admin.api.send('POST', path, body, banner)
  if (answer.ok) return back(intent === 'update' ? 'actualizado' : 'creado')
  return data<BannerFailure>({ id, fields: answer.error.fields ?? {}, values }, { status: answer.status })
}
