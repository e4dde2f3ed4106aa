import { Link } from 'react-router'
import { useT } from '../../i18n/use-t'

export const SUPPLIER_DISABLED_HELP = '/ayuda/proveedores/deshabilitado'

/** The warning itself; the layout shows it (and loads it) only when `supplier_disabled` (page-shop.ts). */
export function SupplierWarning() {
  const t = useT()
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
