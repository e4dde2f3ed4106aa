import { supplierPaymentTypes } from '@tianguis/core/contracts/supplier-payment-types'
import { isPaymentType, type PaymentType } from '@tianguis/core/payments/methods'
import { data, type RouterContextProvider, redirect } from 'react-router'
import { requestText } from '../../i18n/messages.server'
import { createApi } from '../../lib/api.server'
import { baseFor } from '../shop/shop.server'
import { supplierPaths } from './paths'
import { toLogin } from './supplier.server'

type Context = Readonly<RouterContextProvider>

export type PaymentTypesLoad =
  | {
      base: string
      chosen: PaymentType[]
      available: PaymentType[]
      saved: boolean
      /** Why the viewer cannot choose (a guest, an unconfirmed email), in their language. */
      refused: null
    }
  | { base: string; chosen: []; available: []; saved: false; refused: string }

const PATH = '/api/v1/me/supplier/payment-types'

/**
 * /apps/me/payment-types (decision 060): the methods the viewer takes as a supplier and those a
 * provider takes here (GET /api/v1/me/supplier/payment-types). Anonymous visitors go to log in;
 * someone who may not sell (403) sees why.
 */
export async function loadPaymentTypes(request: Request, context: Context, paramShop: string | undefined) {
  const base = baseFor(paramShop, context)
  const result = await createApi(request, context).get(PATH, supplierPaymentTypes)
  if (result.ok) {
    return data<PaymentTypesLoad>({
      base,
      chosen: result.data.enabled_payment_types,
      available: result.data.available_payment_types,
      saved: new URL(request.url).searchParams.get('hecho') === 'guardado',
      refused: null,
    })
  }
  if (result.status === 401) throw toLogin(request, base)
  if (result.status === 403) {
    return data<PaymentTypesLoad>(
      { base, chosen: [], available: [], saved: false, refused: result.error.message },
      { status: 403 },
    )
  }
  throw new Error(`GET ${PATH} answered ${result.status} ${result.error.code}`)
}

/**
 * The form's post: the checked methods (one `enabled_payment_types` field each) replace the
 * supplier's choice (PUT), then back to the page saying so. None checked is refused here with the
 * page's own message; anything else the API refuses is shown as it says, with the boxes as sent.
 */
export async function savePaymentTypes(request: Request, context: Context, paramShop: string | undefined) {
  const base = baseFor(paramShop, context)
  const form = await request.formData()
  const chosen = form.getAll('enabled_payment_types').filter((value) => typeof value === 'string')
  if (chosen.length === 0) {
    const failure = requestText(request, 'supplierPayments.noneChosen')
    return data({ failure, chosen: [] as PaymentType[] }, { status: 400 })
  }
  const result = await createApi(request, context).send(
    'PUT',
    PATH,
    { enabled_payment_types: chosen },
    supplierPaymentTypes,
  )
  if (result.ok) return redirect(`${supplierPaths.paymentTypes(base)}?hecho=guardado`)
  if (result.status === 401) throw toLogin(request, base)
  return data(
    { failure: result.error.message, chosen: chosen.filter(isPaymentType) },
    { status: result.status },
  )
}
