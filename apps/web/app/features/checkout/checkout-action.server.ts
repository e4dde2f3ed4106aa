import { data, redirect } from 'react-router'
import { requestTranslation } from '../../i18n/messages.server'
import { type ApiResult, createApi } from '../../lib/api.server'
import { shareLink } from '../shared-checkout/share.server'
import { saveAddress } from './address-action.server'
import { saveAttendees } from './attendees-action.server'
import {
  CHECKOUT_PARAM,
  type Context,
  checkoutPath,
  failed,
  shopOf,
  text,
  withCheckout,
} from './checkout.server'
import { saveContact } from './contact-action.server'
import { saveDelivery } from './delivery-action.server'
import { pay } from './pay-action.server'
import { place } from './place-action.server'

/**
 * The checkout page's action: `intent` names the step (contact, address, delivery, pay, place,
 * restart, share: the public link of decision 054, attendees: decision 083).
 * A step that worked goes back to the page (post, redirect, get), so a reload repeats nothing.
 */
export async function checkoutAction(
  request: Request,
  context: Context,
  params: { shop?: string | undefined },
) {
  const { slug, base } = shopOf(params, context)
  const api = createApi(request, context)
  const { t } = requestTranslation(request)
  const form = await request.formData()
  const intent = text(form, 'intent')
  const id = new URL(request.url).searchParams.get(CHECKOUT_PARAM)
  const here = withCheckout(request, id)
  if (intent === 'restart' || !id) throw redirect(withCheckout(request, null))
  const path = checkoutPath(slug, id)
  let result: ApiResult<unknown>
  switch (intent) {
    case 'contact':
      result = await saveContact(api, path, form)
      break
    case 'address':
      result = await saveAddress(api, path, form)
      break
    case 'delivery':
      result = await saveDelivery(api, path, form)
      break
    // An experience's attendees, one per ticket (decision 083).
    case 'attendees':
      result = await saveAttendees(api, path, form)
      break
    case 'share':
      result = await shareLink(api, path)
      break
    case 'pay':
      return pay(api, t, form, path, base, new URL(request.url).protocol === 'https:')
    case 'place':
      return place(api, t, form, path, base, new URL(request.url).protocol === 'https:')
    default:
      throw data(null, { status: 400 })
  }
  if (!result.ok) return failed(t, result)
  throw redirect(here)
}
