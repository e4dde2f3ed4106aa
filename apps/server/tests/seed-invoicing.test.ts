import { eq } from 'drizzle-orm'
import { unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { users } from '../src/modules/identity/identity.tables.ts'
import { sellerFiscalInfo } from '../src/modules/invoicing/invoicing.tables.ts'
import { purchaseOrders } from '../src/modules/orders/orders.tables.ts'
import { seedDemo } from '../src/seed/demo.ts'
import { DEMO_PASSWORD } from '../src/seed/demo-data/accounts.ts'
import { loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * Receipts and invoices in the demo (decision 085): Ana has fiscal information and Carla's paid card
 * order carries her invoicing data, so its invoice downloads; Proveedora has none, so her orders
 * answer supplier_not_found; a second run changes nothing.
 */
const { app, database } = await createTestApp()
const db = database.db

describe('the demo’s receipts and invoices', () => {
  it('lets Carla download her paid order’s invoice and shows Proveedora’s setup missing', async () => {
    await seedDemo(db)
    await seedDemo(db)
    expect(await db.select().from(sellerFiscalInfo)).toHaveLength(1)
    const cookie = await loginAs(app, 'cliente@demo.test', DEMO_PASSWORD)
    const [paid] = await db
      .select({ id: purchaseOrders.id })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.checkoutId, 'chk_demo_paid_card'))
    const zip = await app.inject({ url: `/api/v1/me/orders/${paid!.id}/invoice.zip`, headers: { cookie } })
    expect(zip.statusCode).toBe(200)
    const xml = new TextDecoder().decode(unzipSync(new Uint8Array(zip.rawPayload))[`${paid!.id}.xml`])
    expect(xml).toContain('Rfc="AAA150301AB1"')
    expect(xml).toContain('Rfc="COCA850315AB1"')

    const [proveedora] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'proveedor@demo.test'))
    const [coffee] = await db
      .select({ id: purchaseOrders.id })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.supplierId, proveedora!.id))
      .limit(1)
    const supplier = await app.inject({
      url: `/api/v1/me/orders/${coffee!.id}/supplier`,
      headers: { cookie },
    })
    expect(supplier.statusCode).toBe(404)
    expect(supplier.json().error.code).toBe('supplier_not_found')
  })
})
