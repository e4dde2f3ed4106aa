import { checkout as checkoutContract } from '@tianguis/core/contracts/checkout'
import type { Api, ApiResult } from '../../lib/api.server'
import { text } from './checkout.server'

/** intent=contact: the buyer's email and, when given, phone. */
export function saveContact(api: Api, path: string, form: FormData): Promise<ApiResult<unknown>> {
  const phone = text(form, 'phone')
  return api.send(
    'PUT',
    `${path}/contact`,
    { email: text(form, 'email'), ...(phone ? { phone } : {}) },
    checkoutContract,
  )
}
