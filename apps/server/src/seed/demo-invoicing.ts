import { and, eq, isNull } from 'drizzle-orm'
import { sellerFiscalInfo } from '../modules/invoicing/invoicing.tables.ts'
import { purchaseOrders } from '../modules/orders/orders.tables.ts'
import type { Db } from '../platform/db/client.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/**
 * Receipts and invoices in the demo (decision 085): Ana (the `demo` and `red-raiz` shops' owner) has
 * her fiscal information; Proveedora del Centro (`franquicia-centro`'s owner, and the seller of
 * Carla's coffee in `demo`) has none, so her orders show 'Falta configuración del vendedor'. Carla's
 * paid order of a Maceta de talavera (`chk_demo_paid_card`) carries her invoicing data, so its
 * invoice downloads at once. Written only when missing: a second run changes nothing.
 */
export const DEMO_SELLER_FISCAL_INFO = {
  legalName: 'Alfarería Ana Administradora S.A. de C.V.',
  taxId: 'AAA150301AB1',
  taxRegime: '601',
  postcode: '06700',
  email: 'facturas@demo.test',
  phone: '55 5555 0101',
}

export const DEMO_CUSTOMER_INVOICING = {
  invoiceTaxId: 'COCA850315AB1',
  invoiceName: 'Carla Cliente',
  invoiceTaxRegime: '626',
  invoiceCfdiUse: 'G03',
  invoicePostcode: '44100',
}

export async function seedDemoInvoicing(tx: Tx, ids: { users: Map<string, string> }): Promise<void> {
  const ana = ids.users.get('admin')!
  await tx
    .insert(sellerFiscalInfo)
    .values({ sellerId: ana, ...DEMO_SELLER_FISCAL_INFO })
    .onConflictDoNothing()
  await tx
    .update(purchaseOrders)
    .set(DEMO_CUSTOMER_INVOICING)
    .where(and(eq(purchaseOrders.checkoutId, 'chk_demo_paid_card'), isNull(purchaseOrders.invoiceTaxId)))
}
