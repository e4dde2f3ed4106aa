import { profile } from '@tianguis/core/contracts/identity'
import { storedImage } from '@tianguis/core/contracts/media'
import { shop as shopSchema } from '@tianguis/core/contracts/shops'
import { PALETTES, paletteById } from '@tianguis/core/palettes'
import { can } from '@tianguis/core/permissions'
import { data, type RouterContextProvider, redirect } from 'react-router'
import { createApi } from '../../lib/api.server'
import { pagePath } from '../../lib/page-path'
import { shopOnce } from '../sections/shop-once.server'
import {
  LOOK_INTENTS,
  type LookIntent,
  type ShopLookFailure,
  type ShopLookValues,
  SOCIAL_FIELDS,
  shopLookHref,
} from './shop-look-fields'

type Context = Readonly<RouterContextProvider>

export const SHOP_LOOK_SAVED = 'tienda'
/**
 * `{shop}/admin/tienda` (decision 095): the shop's owner and admins (`shop.update`) edit its name,
 * photo, colours, layout and social networks; a visitor logs in first, anyone else gets the 404 page.
 */
export async function loadShopLook(request: Request, context: Context, slug: string | null, base: string) {
  if (!slug) throw data(null, { status: 404 })
  const shop = await shopOnce(request, context, slug)
  if (!shop.ok) throw data(null, { status: 404 })
  if (!can(shop.data.viewer_roles, 'shop.update') || shop.data.is_proxy) {
    const viewer = await createApi(request, context).get('/api/v1/me', profile)
    if (!viewer.ok || viewer.data.anonymous) {
      throw redirect(`${base}/login?next=${encodeURIComponent(pagePath(request))}`)
    }
    return data({ allowed: false as const }, { status: 404 })
  }
  const url = new URL(pagePath(request), 'http://page.invalid')
  const saved = url.searchParams.get('hecho') === SHOP_LOOK_SAVED
  url.searchParams.delete('hecho')
  const s = shop.data
  const values: ShopLookValues = {
    name: s.name,
    photo: s.photo,
    photo_display: s.photo_display,
    theme: s.theme,
    darkmode: s.darkmode,
    hidden_darkmode: s.hidden_darkmode,
    adornment_type: s.adornment_type,
    color1: s.store_theme_info.color1,
    color2: s.store_theme_info.color2,
    columns: s.store_theme_info.columns,
    facebook: s.facebook,
    instagram: s.instagram,
    twitter: s.twitter,
    youtube: s.youtube,
    twitch: s.twitch,
    kick: s.kick,
    discord: s.discord,
  }
  // The palettes travel as data: importing core's list into the page would put it in the chunk the
  // shell shares with it (palettes.ts), on every visitor's first load (decision 019).
  const palettes = PALETTES.map(({ id, name, color1, color2 }) => ({ id, name, color1, color2 }))
  return { allowed: true as const, saved, closeHref: `${url.pathname}${url.search}`, values, palettes }
}

const text = (form: FormData, name: string) => String(form.get(name) ?? '').slice(0, 400)

/** The API body of one of the editor's forms, with the values to show again if it is refused. */
function bodyOf(
  intent: LookIntent,
  form: FormData,
): { body: Record<string, unknown>; values: Record<string, string> } {
  switch (intent) {
    case 'identity': {
      const values = {
        name: text(form, 'name'),
        photo: text(form, 'photo'),
        photo_display: text(form, 'photo_display'),
      }
      const body = {
        name: values.name,
        photo: values.photo || null,
        photo_display: values.photo_display || undefined,
      }
      return { body, values }
    }
    case 'palette': {
      const palette = paletteById(text(form, 'palette'))
      const values = { color1: palette?.color1 ?? '', color2: palette?.color2 ?? '' }
      return { body: { color1: values.color1, color2: values.color2 }, values }
    }
    case 'colours': {
      const values = { color1: text(form, 'color1'), color2: text(form, 'color2') }
      return { body: values, values }
    }
    case 'layout': {
      const values = {
        columns: text(form, 'columns'),
        theme: text(form, 'theme'),
        adornment_type: text(form, 'adornment_type'),
        darkmode: form.has('darkmode') ? 'on' : '',
        hidden_darkmode: form.has('hidden_darkmode') ? 'on' : '',
      }
      const number = (value: string) => (/^\d$/.test(value) ? Number(value) : value)
      return {
        body: {
          columns: number(values.columns),
          theme: number(values.theme),
          adornment_type: values.adornment_type,
          darkmode: values.darkmode === 'on',
          hidden_darkmode: values.hidden_darkmode === 'on',
        },
        values,
      }
    }
    case 'social': {
      const values = Object.fromEntries(SOCIAL_FIELDS.map((field) => [field, text(form, field)]))
      // 000 §5: an empty value is sent as null.
      const body = Object.fromEntries(
        SOCIAL_FIELDS.map((field) => [field, values[field]!.trim() === '' ? null : values[field]!.trim()]),
      )
      return { body, values }
    }
  }
}

/**
 * One of the editor's forms posted (`intent`): uploads a chosen photo first (decision 017), then
 * PATCH /api/v1/shops/:slug with that form's fields, and back to the page with 'Cambios guardados'
 * (or, for a fetcher's colour change, the new values). A failed upload saves nothing and shows the
 * spec's message; refused fields show their messages on the page.
 */
export async function saveShopLook(request: Request, context: Context, slug: string, base: string) {
  const form = await request.formData()
  const intentValue = text(form, 'intent')
  const intent = LOOK_INTENTS.find((candidate) => candidate === intentValue)
  if (!intent) throw data(null, { status: 400 })
  const api = createApi(request, context)
  const { body, values } = bodyOf(intent, form)
  if (intent === 'identity') {
    const file = form.get('photo_file')
    if (file instanceof File && (file.size > 0 || file.name !== '')) {
      const uploaded = await api.upload('/api/v1/me/uploads', 'image', file, storedImage)
      if (!uploaded.ok) {
        const failure: ShopLookFailure = { intent, values, fields: {}, photoFailed: true, message: null }
        return data(failure, { status: uploaded.status === 401 ? 401 : 400 })
      }
      body.photo = uploaded.data.url
    }
  }
  const answer = await api.send('PATCH', `/api/v1/shops/${encodeURIComponent(slug)}`, body, shopSchema)
  if (answer.ok) {
    // A colour sent by the page's script (a fetcher) stays on the page; a plain post comes back with a toast.
    if (form.get('fetch') === '1') return { saved: intent }
    // The header editor's colour section comes back to its own page (a path under the shop's admin pages).
    const next = text(form, 'next')
    if (next.startsWith(`${base}/admin/`) && !next.includes('//') && !next.includes('\\'))
      return redirect(next)
    return redirect(
      `${shopLookHref(base)}?hecho=${SHOP_LOOK_SAVED}#${intent === 'palette' ? 'colours' : intent}`,
    )
  }
  const fields = answer.error.fields ?? {}
  const failure: ShopLookFailure = {
    intent,
    values,
    fields,
    message: Object.keys(fields).length > 0 ? null : answer.error.message,
  }
  return data(failure, { status: answer.status })
}
