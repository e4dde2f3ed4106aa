import { checkout as checkoutContract } from '@tianguis/core/contracts/checkout'
import type { Api, ApiResult } from '../../lib/api.server'
import { text } from './checkout.server'
import { provinceName } from './mx-provinces'

function newAddress(form: FormData) {
  const code = text(form, 'province_code')
  return {
    recipient: text(form, 'recipient'),
    street: text(form, 'street'),
    exterior_number: text(form, 'exterior_number'),
    ...(text(form, 'interior_number') ? { interior_number: text(form, 'interior_number') } : {}),
    city: text(form, 'city'),
    province_code: code,
    province_name: provinceName(code) ?? text(form, 'province_name'),
    postcode: text(form, 'postcode'),
    country: 'MX' as const,
    phone: text(form, 'phone'),
  }
}

/** intent=address: a saved address (`address_id`), or the new one typed in (`address_id=new` or none). */
export function saveAddress(api: Api, path: string, form: FormData): Promise<ApiResult<unknown>> {
  const saved = text(form, 'address_id')
  const body = saved && saved !== 'new' ? { address_id: saved } : newAddress(form)
  return api.send('PUT', `${path}/address`, body, checkoutContract)
}
