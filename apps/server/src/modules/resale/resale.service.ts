import { inArray } from 'drizzle-orm'
import type { ServiceContext } from '../../kernel/context.ts'
import { supplierSettings } from './resale.tables.ts'

/** A supplier's selling set-up as the cart and checkout read it (decision 041). */
export interface SupplierSettings {
  isConfigured: boolean
  enabledPaymentTypes: string[]
  /** Minor units; null when the supplier offers no fixed-cost delivery. */
  fixedShippingCost: number | null
  fixedShippingDays: number | null
  allowsCollection: boolean
}

const NOT_CONFIGURED: SupplierSettings = Object.freeze({
  isConfigured: false,
  enabledPaymentTypes: [],
  fixedShippingCost: null,
  fixedShippingDays: null,
  allowsCollection: false,
}) as SupplierSettings

/** The settings of each supplier, in one statement; a supplier without a row is not configured. */
export async function supplierSettingsOf(
  ctx: ServiceContext,
  userIds: readonly string[],
): Promise<Map<string, SupplierSettings>> {
  const found = new Map<string, SupplierSettings>()
  const ids = [...new Set(userIds)]
  if (ids.length === 0) return found
  const rows = await ctx.db
    .select({
      userId: supplierSettings.userId,
      isConfigured: supplierSettings.isConfigured,
      enabledPaymentTypes: supplierSettings.enabledPaymentTypes,
      fixedShippingCost: supplierSettings.fixedShippingCost,
      fixedShippingDays: supplierSettings.fixedShippingDays,
      allowsCollection: supplierSettings.allowsCollection,
    })
    .from(supplierSettings)
    .where(inArray(supplierSettings.userId, ids))
  for (const { userId, ...settings } of rows) found.set(userId, settings)
  for (const id of ids) if (!found.has(id)) found.set(id, { ...NOT_CONFIGURED })
  return found
}
