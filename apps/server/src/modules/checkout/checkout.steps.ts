import type { AddressBody, deliveryBody } from '@tianguis/core/contracts/checkout'
import { parsePhone } from '@tianguis/core/phone'
import type { z } from 'zod'
import { AppError } from '../../kernel/app-error.ts'
import type { ServiceContext } from '../../kernel/context.ts'
import { inTransaction } from '../../kernel/transaction.ts'
import { chooseAddress } from './checkout.address.ts'
import { setContact } from './checkout.contact.ts'
import { assertOpen, loadCheckout } from './checkout.service.ts'
import { chooseDelivery } from './delivery.service.ts'

/**
 * The checkout's steps between starting and paying (PUT …/contact, …/address, …/delivery), each in
 * one transaction with the checkout locked. The routes and the demo seed's purchases (decision 056)
 * both call these, so the demo's checkouts are filled in exactly as a buyer's are.
 */

/** The buyer's email and phone; the phone is kept as the national number of the address's country. */
export async function updateContact(
  ctx: ServiceContext,
  checkoutId: string,
  body: { email: string; phone?: string | undefined },
): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const loaded = await loadCheckout(tx, checkoutId, { forUpdate: true })
    assertOpen(loaded.checkout)
    const country = loaded.checkout.address?.country ?? (loaded.checkout.currency === 'ARS' ? 'AR' : 'MX')
    const phone = body.phone ? parsePhone(body.phone, country) : null
    if (body.phone && !phone) {
      throw new AppError('invalid_request', { fields: { phone: { problem: 'invalid_format' } } })
    }
    await setContact(tx, checkoutId, { email: body.email.toLowerCase(), phone: phone?.national ?? null })
  })
}

/** The delivery address: a saved one of the viewer's, or a new one. */
export async function updateAddress(
  ctx: ServiceContext,
  checkoutId: string,
  body: AddressBody,
): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const loaded = await loadCheckout(tx, checkoutId, { forUpdate: true })
    assertOpen(loaded.checkout)
    await chooseAddress(tx, checkoutId, body)
  })
}

/** One supplier order's delivery, priced by the server. */
export async function updateDelivery(
  ctx: ServiceContext,
  checkoutId: string,
  body: z.infer<typeof deliveryBody>,
): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const loaded = await loadCheckout(tx, checkoutId, { forUpdate: true })
    await chooseDelivery(tx, loaded, body)
  })
}
