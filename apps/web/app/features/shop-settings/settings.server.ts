import { profile } from '@tianguis/core/contracts/identity'
import { storedImage } from '@tianguis/core/contracts/media'
import { type ShopSettings, shopSettings } from '@tianguis/core/contracts/shop-settings'
import { SECTION_KINDS } from '@tianguis/core/contracts/shops'
import { can } from '@tianguis/core/permissions'
import { data, type RouterContextProvider, redirect } from 'react-router'
import { requestText } from '../../i18n/messages.server'
import { type Api, createApi } from '../../lib/api.server'
import { pagePath } from '../../lib/page-path'
import { shopOnce } from '../sections/shop-once.server'
import { photoProblem } from '../supplier/upload-check'
import { HIDDEN_FLAGS } from './settings-fields'

type Context = Readonly<RouterContextProvider>
export const SETTINGS_SAVED_MARK = 'guardado'
/** The query flag of 001 §2 that shows the custom-shop toggles (sections, hidden flags, sign-up form). */
export const CUSTOM_TOGGLE = 'showCustomShopToggle'

/** Text fields: an empty box clears the field (null). */
export const TEXT_FIELDS = [
  'contact_email',
  'contact_country_code',
  'contact_phone',
  'whatsapp_country_code',
  'whatsapp_phone',
  'live_chat_license',
  'seo_description',
  'canonical_url',
  'fb_pixel',
  'users_support_url',
  'franchise_support_url',
  'affiliate_support_url',
  'affiliate_landing',
  'dssupplier_landing',
  'about_text',
  'terms_text',
  'privacy_text',
] as const

/**
 * A shop admin's page (`shop.update`: owner, admin): anyone else signed in gets the 404 page, a
 * visitor logs in first. Answers the page's shop, or the response to give instead.
 */
export async function adminOnly(request: Request, context: Context, slug: string | null, base: string) {
  if (!slug) throw data(null, { status: 404 })
  const shop = await shopOnce(request, context, slug)
  if (!shop.ok) throw data(null, { status: 404 })
  const api = createApi(request, context)
  if (can(shop.data.viewer_roles, 'shop.update')) return { allowed: true as const, api, shop: shop.data }
  const viewer = await api.get('/api/v1/me', profile)
  if (!viewer.ok || viewer.data.anonymous) {
    throw redirect(`${base}/login?next=${encodeURIComponent(pagePath(request))}`)
  }
  return { allowed: false as const }
}

/** `{shop}/admin/configuracion` (001 §2; decision 097): the settings as stored, and the page's flags. */
export async function loadSettings(request: Request, context: Context, slug: string | null, base: string) {
  const admin = await adminOnly(request, context, slug, base)
  if (!admin.allowed) return data({ allowed: false as const }, { status: 404 })
  const answer = await admin.api.get(
    `/api/v1/shops/${encodeURIComponent(admin.shop.slug)}/settings`,
    shopSettings,
  )
  if (!answer.ok) throw new Error(`GET settings answered ${answer.status} ${answer.error.code}`)
  const url = new URL(pagePath(request), 'http://page.invalid')
  const saved = url.searchParams.get('hecho') === SETTINGS_SAVED_MARK
  url.searchParams.delete('hecho')
  return {
    allowed: true as const,
    saved,
    custom: url.searchParams.get(CUSTOM_TOGGLE) === 'true',
    closeHref: `${url.pathname}${url.search}`,
    settings: answer.data,
  }
}

export interface SettingsFailure {
  fields: Record<string, string>
  message: string | null
  values: Record<string, string>
}

/** The form's fields as the PATCH body: empty text is null; the custom toggles only when the form had them. */
export function settingsBody(form: FormData): Record<string, unknown> {
  const text = (name: string) => String(form.get(name) ?? '').trim()
  const body: Record<string, unknown> = {}
  for (const field of TEXT_FIELDS) body[field] = text(field).slice(0, 25_000) || null
  body.footer_style = text('footer_style') || 'default'
  const ownColours = form.get('footer_colours') === 'on'
  body.footer_bg = ownColours ? text('footer_bg') || null : null
  body.footer_fg = ownColours ? text('footer_fg') || null : null
  if (form.get('custom') === '1') {
    for (const flag of HIDDEN_FLAGS) body[flag] = form.get(flag) === 'on'
    body.sections_info = SECTION_KINDS.map((section) => ({
      section,
      enabled: form.getAll('sections').includes(section),
    }))
    body.signup_form = text('signup_form') || 'basic'
  }
  return body
}

/** A chosen favicon goes to POST /me/uploads first; its thumbnail becomes the address. */
async function uploadFavicon(api: Api, file: FormDataEntryValue | null, rejected: string) {
  if (!(file instanceof File) || (file.size === 0 && file.name === ''))
    return { ok: true as const, url: undefined }
  if (photoProblem(file) !== null) return { ok: false as const, message: rejected }
  const stored = await api.upload('/api/v1/me/uploads', 'image', file, storedImage)
  if (!stored.ok) return { ok: false as const, message: stored.error.message || rejected }
  return { ok: true as const, url: stored.data.sizes.thumb }
}

/** The form's post: PATCH …/settings, then back with a toast; a refusal keeps the values with its messages. */
export async function saveSettings(request: Request, context: Context, slug: string | null, base: string) {
  const admin = await adminOnly(request, context, slug, base)
  if (!admin.allowed) throw data(null, { status: 404 })
  const form = await request.formData()
  const body = settingsBody(form)
  const values = Object.fromEntries(
    Object.entries(body).flatMap(([key, value]) =>
      typeof value === 'string' ? [[key, value]] : value === null ? [[key, '']] : [],
    ),
  )
  const favicon = await uploadFavicon(
    admin.api,
    form.get('favicon_file'),
    requestText(request, 'supplier.photos.rejected'),
  )
  if (!favicon.ok) {
    return data<SettingsFailure>(
      { fields: { favicon: favicon.message }, message: null, values },
      { status: 400 },
    )
  }
  if (favicon.url) body.favicon = favicon.url
  else if (form.get('favicon_remove') === 'on') body.favicon = null
  const answer = await admin.api.send(
    'PATCH',
    `/api/v1/shops/${encodeURIComponent(admin.shop.slug)}/settings`,
    body,
    shopSettings,
  )
  const url = new URL(pagePath(request), 'http://page.invalid')
  url.searchParams.set('hecho', SETTINGS_SAVED_MARK)
  if (answer.ok && form.get('tour') === 'on') {
    const tour = `/api/v1/shops/${encodeURIComponent(admin.shop.slug)}/setup-apps`
    await admin.api.send('PATCH', tour, { show_tour: true })
  }
  if (answer.ok) return redirect(`${base}/admin/configuracion${url.search}`)
  const fields = answer.error.fields ?? {}
  const failure: SettingsFailure = {
    fields,
    message:
      Object.keys(fields).length > 0 ? requestText(request, 'shopSettings.failed') : answer.error.message,
    values,
  }
  return data(failure, { status: answer.status })
}

export type { ShopSettings }
