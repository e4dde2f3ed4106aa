import type { PaymentType } from '@tianguis/core/payments/methods'
import { inMethodOrder } from '@tianguis/core/payments/offered'
import { eq, inArray, sql } from 'drizzle-orm'
import type { ServiceContext } from '../../kernel/context.ts'
import { supplierSettings } from './resale.tables.ts'

/** A supplier's selling set-up (002 §3; decision 041), as the cart and the checkout read it. */
export interface SupplierSettings {
  isConfigured: boolean
  /** `card`, `store`, … (002 §3 `supplier_info.enabled_payment_types`). */
  enabledPaymentTypes: string[]
  /** Minor units; null when the supplier offers no fixed-cost delivery. */
  fixedShippingCost: number | null
  fixedShippingDays: number | null
  allowsCollection: boolean
  /** `to_address`, `to_branch`, `shipping`, `delivery` (decision 055; core's `offeredDeliveryTypes`). */
  deliveryTypes: string[]
}

/** What a supplier without a row is: not configured, nothing enabled. */
export const NOT_CONFIGURED: SupplierSettings = Object.freeze({
  isConfigured: false,
  enabledPaymentTypes: [],
  fixedShippingCost: null,
  fixedShippingDays: null,
  allowsCollection: false,
  deliveryTypes: [],
}) as SupplierSettings

/**
 * The settings of each of `userIds`, in one statement (none for an empty list). Every asked id is
 * in the answer: a supplier without a row is `NOT_CONFIGURED` ('purchase cannot be made at the
 * moment', 002 §8).
 */
export async function supplierSettingsOf(
  ctx: ServiceContext,
  userIds: readonly string[],
): Promise<Map<string, SupplierSettings>> {
  const ids = [...new Set(userIds)]
  const found = new Map<string, SupplierSettings>()
  if (ids.length === 0) return found
  const rows = await ctx.db
    .select({
      userId: supplierSettings.userId,
      isConfigured: supplierSettings.isConfigured,
      enabledPaymentTypes: supplierSettings.enabledPaymentTypes,
      fixedShippingCost: supplierSettings.fixedShippingCost,
      fixedShippingDays: supplierSettings.fixedShippingDays,
      allowsCollection: supplierSettings.allowsCollection,
      deliveryTypes: supplierSettings.deliveryTypes,
    })
    .from(supplierSettings)
    .where(inArray(supplierSettings.userId, ids))
  for (const { userId, ...settings } of rows) found.set(userId, settings)
  for (const id of ids)
    if (!found.has(id)) found.set(id, { ...NOT_CONFIGURED, enabledPaymentTypes: [], deliveryTypes: [] })
  return found
}

/** The methods a supplier takes (decision 060), in the checkout's order; none before they choose. */
export async function paymentTypesOf(ctx: ServiceContext, userId: string): Promise<PaymentType[]> {
  const [row] = await ctx.db
    .select({ enabledPaymentTypes: supplierSettings.enabledPaymentTypes })
    .from(supplierSettings)
    .where(eq(supplierSettings.userId, userId))
  return inMethodOrder(row?.enabledPaymentTypes ?? [])
}

/**
 * Replaces the methods a supplier takes (decision 060), each once in the checkout's order, and
 * answers them. A supplier without settings gets a row that is still not configured: choosing
 * methods alone does not open their shop to buyers. Checkouts already started keep the methods
 * they began with, as they keep their prices.
 */
export async function setPaymentTypes(
  ctx: ServiceContext,
  userId: string,
  types: readonly PaymentType[],
): Promise<PaymentType[]> {
  const enabled = inMethodOrder(types)
  await ctx.db
    .insert(supplierSettings)
    .values({ userId, enabledPaymentTypes: enabled })
    .onConflictDoUpdate({
      target: supplierSettings.userId,
      set: { enabledPaymentTypes: enabled, updatedAt: sql`now()` },
    })
  return enabled
}
