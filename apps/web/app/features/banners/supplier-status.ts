import type { Shop } from '@tianguis/core/contracts/shops'

/** Permission strings that make a shop a supplier's (decision 016: the supplier-account fact). */
export const SUPPLIER_PERMISSIONS = ['dssupplier', 'dssupplier-admin'] as const
export const SUPPLIER_DISABLED_PERMISSION = 'dssupplier-disabled'

/**
 * 001 §2: shops with a supplier permission whose supplier account is disabled. The account's
 * state is the permission 'dssupplier-disabled' next to the supplier permission.
 */
export function supplierDisabled(shop: Pick<Shop, 'permissions'>): boolean {
  const permissions = new Set(shop.permissions)
  return (
    permissions.has(SUPPLIER_DISABLED_PERMISSION) &&
    SUPPLIER_PERMISSIONS.some((permission) => permissions.has(permission))
  )
}
