import {
  supplierPaymentTypes,
  supplierPaymentTypesBody,
} from '@tianguis/core/contracts/supplier-payment-types'
import { PAYMENT_TYPES } from '@tianguis/core/payments/methods'
import type { FastifyInstance } from 'fastify'
import { route } from '../../http/route.ts'
import type { ServiceContext } from '../../kernel/context.ts'
import { assertMaySell } from '../identity/identity.service.ts'
import { paymentTypesOf, setPaymentTypes } from './resale.service.ts'

const user = { kind: 'user' } as const
const TAGS = ['resale']

/** A supplier's selling set-up under /me (002 §3 `supplier_info`; decision 060). */
export function resaleRoutes(app: FastifyInstance) {
  /** The methods a configured provider takes here, in the checkout's order. */
  const available = () => PAYMENT_TYPES.filter((type) => app.payments.paymentProviderFor(type) !== null)

  /** Only someone who may sell has methods to choose (a guest, or an unconfirmed email: 403). */
  async function supplier(ctx: ServiceContext): Promise<string> {
    await assertMaySell(ctx)
    return ctx.viewer.userId!
  }

  route(app, {
    method: 'GET',
    url: '/api/v1/me/supplier/payment-types',
    summary: 'The payment methods the viewer takes as a supplier, and those a provider takes here',
    tags: TAGS,
    access: user,
    responses: { 200: supplierPaymentTypes },
    handler: async ({ ctx }) => ({
      enabled_payment_types: await paymentTypesOf(ctx, await supplier(ctx)),
      available_payment_types: available(),
    }),
  })

  route(app, {
    method: 'PUT',
    url: '/api/v1/me/supplier/payment-types',
    summary:
      'Choose the payment methods the viewer takes as a supplier (at least one); checkouts started after offer them',
    tags: TAGS,
    access: user,
    body: supplierPaymentTypesBody,
    responses: { 200: supplierPaymentTypes },
    handler: async ({ ctx, body }) => ({
      enabled_payment_types: await setPaymentTypes(ctx, await supplier(ctx), body.enabled_payment_types),
      available_payment_types: available(),
    }),
  })
}
