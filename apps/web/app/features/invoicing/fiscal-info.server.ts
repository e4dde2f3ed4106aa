import { profile } from '@tianguis/core/contracts/identity'
import { shopFiscalInfo } from '@tianguis/core/contracts/invoicing'
import { regimeLabel, TAX_REGIME_CODES } from '@tianguis/core/invoicing/sat'
import { can } from '@tianguis/core/permissions'
import { data, type RouterContextProvider, redirect } from 'react-router'
import { createApi } from '../../lib/api.server'
import { pagePath } from '../../lib/page-path'
import { shopOnce } from '../sections/shop-once.server'

type Context = Readonly<RouterContextProvider>
const FIELDS = ['legal_name', 'tax_id', 'tax_regime', 'postcode', 'email', 'phone'] as const
export const FISCAL_SAVED_MARK = 'guardado'

/**
 * `{shop}/admin/facturacion` (decision 085): the shop owner's fiscal information for its finance
 * people (`shop.finance`: owner, admin, accountant); a visitor logs in, anyone else gets the 404 page.
 */
export async function loadFiscalInfo(request: Request, context: Context, slug: string | null, base: string) {
  if (!slug) throw data(null, { status: 404 })
  const shop = await shopOnce(request, context, slug)
  if (!shop.ok) throw data(null, { status: 404 })
  const api = createApi(request, context)
  if (!can(shop.data.viewer_roles, 'shop.finance')) {
    const viewer = await api.get('/api/v1/me', profile)
    if (!viewer.ok || viewer.data.anonymous) {
      throw redirect(`${base}/login?next=${encodeURIComponent(pagePath(request))}`)
    }
    return data({ allowed: false as const }, { status: 404 })
  }
  const answer = await api.get(`/api/v1/shops/${encodeURIComponent(slug)}/fiscal-info`, shopFiscalInfo)
  if (!answer.ok) throw new Error(`GET fiscal-info answered ${answer.status} ${answer.error.code}`)
  const url = new URL(pagePath(request), 'http://page.invalid')
  const saved = url.searchParams.get('hecho') === FISCAL_SAVED_MARK
  url.searchParams.delete('hecho')
  const info = answer.data.fiscal_info
  return {
    allowed: true as const,
    saved,
    closeHref: `${url.pathname}${url.search}`,
    regimes: TAX_REGIME_CODES.map((code) => ({ code, label: regimeLabel(code) })),
    values: info
      ? {
          legal_name: info.legal_name,
          tax_id: info.tax_id,
          tax_regime: info.tax_regime,
          postcode: info.postcode,
          email: info.email ?? '',
          phone: info.phone ?? '',
        }
      : null,
  }
}

export interface FiscalInfoFailure {
  fields: Record<string, string>
  message: string | null
  values: Record<string, string>
}

/** The form's post: PUT …/fiscal-info, then back with a toast; a refusal keeps the values with its messages. */
export async function saveFiscalInfo(request: Request, context: Context, slug: string, base: string) {
  const form = await request.formData()
  const values = Object.fromEntries(
    FIELDS.map((field) => [field, String(form.get(field) ?? '').slice(0, 300)]),
  )
  const body = { ...values, email: values.email || null, phone: values.phone || null }
  const answer = await createApi(request, context).send(
    'PUT',
    `/api/v1/shops/${encodeURIComponent(slug)}/fiscal-info`,
    body,
    shopFiscalInfo,
  )
  if (answer.ok) return redirect(`${base}/admin/facturacion?hecho=${FISCAL_SAVED_MARK}`)
  const fields = answer.error.fields ?? {}
  const failure: FiscalInfoFailure = {
    fields,
    message: Object.keys(fields).length > 0 ? null : answer.error.message,
    values,
  }
  return data(failure, { status: answer.status })
}
