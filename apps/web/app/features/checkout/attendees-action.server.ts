import { checkout as checkoutContract } from '@tianguis/core/contracts/checkout'
import type { Api, ApiResult } from '../../lib/api.server'
import { attendeeField } from './attendees-section'
import { text } from './checkout.server'

/**
 * intent=attendees (decision 083): each experience line the form names (`line`, in order) with its
 * tickets' attendees, up to the first ticket left without a field at all. An empty phone is left
 * out; an empty name is sent, so the API names the field.
 */
export function saveAttendees(api: Api, path: string, form: FormData): Promise<ApiResult<unknown>> {
  const lines = form
    .getAll('line')
    .filter((value): value is string => typeof value === 'string')
    .slice(0, 100)
    .map((lineId) => {
      const attendees: { full_name: string; phone?: string; type: string }[] = []
      for (let n = 0; n < 999 && form.has(attendeeField(lineId, n, 'full_name')); n += 1) {
        const phone = text(form, attendeeField(lineId, n, 'phone'))
        attendees.push({
          full_name: text(form, attendeeField(lineId, n, 'full_name')),
          ...(phone ? { phone } : {}),
          type: text(form, attendeeField(lineId, n, 'type')) || 'general',
        })
      }
      return { line_id: lineId, attendees }
    })
  return api.send('PUT', `${path}/attendees`, { lines }, checkoutContract)
}
