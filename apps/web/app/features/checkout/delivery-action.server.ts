import { checkout as checkoutContract } from '@tianguis/core/contracts/checkout'
import type { Api, ApiResult } from '../../lib/api.server'
import { text } from './checkout.server'

/**
 * intent=delivery: one supplier order's option (`type|rate_id`, and `|shipment_id` for a broker's
 * rate) and, for to_branch, its branch.
 */
export function saveDelivery(api: Api, path: string, form: FormData): Promise<ApiResult<unknown>> {
  const [type = '', rate = '', shipment = ''] = text(form, 'option').split('|')
  const agency = text(form, 'agency_id')
  return api.send(
    'PUT',
    `${path}/delivery`,
    {
      supplier_id: text(form, 'supplier_id'),
      delivery_type: type,
      ...(rate ? { rate_id: rate } : {}),
      ...(shipment ? { shipment_id: shipment } : {}),
      ...(agency && type === 'to_branch' ? { agency_id: agency } : {}),
    },
    checkoutContract,
  )
}
