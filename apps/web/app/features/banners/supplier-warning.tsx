import type { Shop } from '@tianguis/core/contracts/shops'
import { Link } from 'react-router'
import { useT } from '../../i18n/use-t'

/** Permission strings that make a shop a supplier's (decision 016: the supplier-account fact). */
export const SUPPLIER_PERMISSIONS = ['dssupplier', 'dssupplier-admin'] as const
export const SUPPLIER_DISABLED_PERMISSION = 'dssupplier-disabled'
export const SUPPLIER_DISABLED_HELP = '/ayuda/proveedores/deshabilitado'

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

export function SupplierWarning({ shop }: { shop: Pick<Shop, 'permissions'> }) {
  const t = useT()
  if (!supplierDisabled(shop)) return null
  return (
    <div
      role="alert"
      className="mb-6 rounded-md border border-amber-400 bg-amber-50 px-4 py-3 text-amber-950"
    >
      {t('supplier.disabled')}{' '}
      <Link to={SUPPLIER_DISABLED_HELP} className="font-semibold underline">
        {t('supplier.disabled.link')}
      </Link>
    </div>
  )
}
