import { CARRIER_DELIVERY_TYPES } from '@tianguis/core/checkout/delivery-types'
import type { Address, NewAddressBody } from '@tianguis/core/contracts/checkout'
import { parsePhone } from '@tianguis/core/phone'
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import { AppError } from '../../kernel/app-error.ts'
import type { ServiceContext } from '../../kernel/context.ts'
import { newId } from '../../platform/ids.ts'
import { addresses, checkoutOrders, checkouts } from './checkout.tables.ts'

function presentAddress(row: typeof addresses.$inferSelect): Address {
  return {
    id: row.id,
    recipient: row.recipient,
    street: row.street,
    exterior_number: row.exteriorNumber,
    interior_number: row.interiorNumber,
    neighbourhood: row.neighbourhood,
    city: row.city,
    province_name: row.provinceName,
    province_code: row.provinceCode,
    postcode: row.postcode,
    country: row.country,
    phone: row.phone,
    references: row.references,
  }
}

/** The viewer's saved addresses, newest first. */
export async function listAddresses(ctx: ServiceContext): Promise<Address[]> {
  const rows = await ctx.db
    .select()
    .from(addresses)
    .where(eq(addresses.customerId, ctx.viewer.userId!))
    .orderBy(desc(addresses.createdAt), desc(addresses.id))
    .limit(50)
  return rows.map(presentAddress)
}

/** A saved address of the viewer (another customer's is 404), or a new one, saved unless `save: false`. */
export async function chooseAddress(
  ctx: ServiceContext,
  checkoutId: string,
  body: { address_id: string } | NewAddressBody,
): Promise<Address> {
  const customerId = ctx.viewer.userId!
  let chosen: Address
  if ('address_id' in body) {
    const [row] = await ctx.db
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, body.address_id), eq(addresses.customerId, customerId)))
    if (!row) throw new AppError('address_not_found')
    chosen = presentAddress(row)
  } else {
    const { save = true, ...fields } = body
    chosen = {
      id: newId('adr'),
      recipient: fields.recipient,
      street: fields.street,
      exterior_number: fields.exterior_number,
      interior_number: fields.interior_number || null,
      neighbourhood: fields.neighbourhood || null,
      city: fields.city,
      province_name: fields.province_name,
      province_code: fields.province_code.toUpperCase(),
      postcode: fields.postcode.toUpperCase(),
      country: fields.country,
      phone: parsePhone(fields.phone, fields.country)?.national ?? '',
      references: fields.references || null,
    }
    if (chosen.phone === '') {
      throw new AppError('invalid_request', { fields: { phone: { problem: 'invalid_format' } } })
    }
    if (save) {
      await ctx.db.insert(addresses).values({
        id: chosen.id,
        customerId,
        recipient: chosen.recipient,
        street: chosen.street,
        exteriorNumber: chosen.exterior_number,
        interiorNumber: chosen.interior_number,
        neighbourhood: chosen.neighbourhood,
        city: chosen.city,
        provinceName: chosen.province_name,
        provinceCode: chosen.province_code,
        postcode: chosen.postcode,
        country: chosen.country,
        phone: chosen.phone,
        references: chosen.references,
      })
    }
  }
  // A new address makes the quotes and the carrier deliveries chosen for the old one stale.
  await ctx.db
    .update(checkouts)
    .set({ address: chosen, updatedAt: sql`now()` })
    .where(eq(checkouts.id, checkoutId))
  await ctx.db
    .update(checkoutOrders)
    .set({
      quotes: [],
      deliveryType: null,
      rateId: null,
      shipmentId: null,
      agencyId: null,
      carrier: null,
      service: null,
      days: null,
      shippingCost: null,
    })
    .where(
      and(
        eq(checkoutOrders.checkoutId, checkoutId),
        inArray(checkoutOrders.deliveryType, [...CARRIER_DELIVERY_TYPES]),
      ),
    )
  await ctx.db.update(checkoutOrders).set({ quotes: [] }).where(eq(checkoutOrders.checkoutId, checkoutId))
  return chosen
}
