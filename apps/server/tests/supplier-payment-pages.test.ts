import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { supplierSettings } from '../src/modules/resale/resale.tables.ts'
import { signInGuest } from './factories/guests.ts'
import { createShop } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { configureSupplier, fakePayments } from './helpers/checkout-fakes.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * The supplier's payment methods page (decision 060), server-rendered through the same process
 * (needs `npm run build`): one checkbox per method, a plain form post, the saved message.
 */
// Cards and store payments have a provider here; the sandbox is off, so the others do not.
const { app, database } = await createTestApp({
  web: true,
  env: { SANDBOX_PAYMENTS: '0' },
  payments: fakePayments().provider,
})
const db = database.db
const supplier = await createUser(db, { email: 'cobra@example.test', name: 'Carla Cobra' })
await createShop(db, supplier.id, { slug: 'cobros', name: 'Cobros de Carla' })
await configureSupplier(db, supplier.id, { enabledPaymentTypes: ['card'] })
const cookie = await loginAs(app, 'cobra@example.test')
const PAGE = '/cobros/apps/me/payment-types'

/** What the page shows: the HTML without scripts (which carry loader data and messages). */
const shown = (html: string) => html.replace(/<script[^>]*>[\s\S]*?<\/script>/g, '')
const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ url, headers: { cookie, ...headers } })
const post = (url: string, types: string[], headers: Record<string, string> = {}) => {
  const body = new URLSearchParams()
  for (const type of types) body.append('enabled_payment_types', type)
  return app.inject({
    method: 'POST',
    url,
    payload: body.toString(),
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', ...headers },
  })
}
/** The checkbox of a method, as rendered (its `checked` attribute says whether it is chosen). */
const box = (html: string, type: string) =>
  html.match(new RegExp(`<input[^>]*value="${type}"[^>]*>`))?.[0] ?? ''
const stored = async () =>
  (await db.select().from(supplierSettings).where(eq(supplierSettings.userId, supplier.id)))[0]!
    .enabledPaymentTypes

describe('/apps/me/payment-types', () => {
  it('sends visitors to log in and back', async () => {
    const page = await app.inject(PAGE)
    expect(page.statusCode).toBe(302)
    expect(page.headers.location).toBe('/cobros/login?next=%2Fcobros%2Fapps%2Fme%2Fpayment-types')
  })

  it('shows one checkbox per method, the chosen ones checked, and which are not available here yet', async () => {
    const page = await get(PAGE)
    expect(page.statusCode).toBe(200)
    const html = shown(page.body)
    expect(html).toContain('Formas de pago que aceptas')
    expect(html.match(/name="enabled_payment_types"/g)).toHaveLength(8)
    expect(box(html, 'card')).toContain('checked')
    expect(box(html, 'cash')).not.toContain('checked')
    expect(html).toContain('Efectivo en farmacia o tienda de conveniencia')
    // Cash has no provider here: it says so beside it; cards do not.
    const cashHint = html.match(/id="payment-type-cash-hint"[^>]*>([^<]*)</)?.[1]
    expect(cashHint).toContain('Todavía no disponible aquí')
    expect(html.match(/id="payment-type-card-hint"[^>]*>([^<]*)</)?.[1]).not.toContain(
      'Todavía no disponible',
    )
    expect(html).toMatch(/<form[^>]*method="post"/)
    expect(html).toContain('noindex')
  })

  it('saves the checked methods with a plain form post and says so, in each language', async () => {
    const saved = await post(PAGE, ['store', 'cash', 'card'])
    expect(saved.statusCode).toBe(302)
    expect(saved.headers.location).toBe('/cobros/apps/me/payment-types?hecho=guardado')
    expect(await stored()).toEqual(['card', 'cash', 'store'])
    const after = shown((await get(saved.headers.location as string)).body)
    expect(after).toMatch(/role="status"[^>]*>Se guardaron tus formas de pago\./)
    expect(box(after, 'cash')).toContain('checked')
    expect(box(after, 'deposit')).not.toContain('checked')

    const english = shown((await get(PAGE, { 'accept-language': 'en' })).body)
    expect(english).toContain('Payment methods you accept')
    expect(english).toContain('Cash at a pharmacy or convenience store')
    const argentina = shown((await get(PAGE, { 'accept-language': 'es-AR' })).body)
    expect(argentina).toContain('Elegí cómo pueden pagarte tus clientes')
    expect(argentina).toContain('Efectivo en un comercio adherido')
  })

  it('refuses none checked with the page’s message and keeps what was chosen', async () => {
    await post(PAGE, ['card'])
    const none = await post(PAGE, [])
    expect(none.statusCode).toBe(400)
    expect(shown(none.body)).toMatch(/role="alert"[^>]*>Elige al menos una forma de pago\./)
    expect(await stored()).toEqual(['card'])
    const english = await post(PAGE, [], { 'accept-language': 'en' })
    expect(shown(english.body)).toContain('Choose at least one payment method.')
  })

  it('shows someone who may not sell why, with nothing to choose', async () => {
    const guest = await signInGuest(app, db, '+525500000077')
    const page = await app.inject({ url: PAGE, headers: { cookie: guest } })
    expect(page.statusCode).toBe(403)
    const html = shown(page.body)
    expect(html).toContain('Confirma tu correo para vender')
    expect(html).not.toContain('name="enabled_payment_types"')
  })

  it('is linked from the supplier’s products page', async () => {
    const list = shown((await get('/cobros/apps/me/products')).body)
    expect(list).toMatch(/<a[^>]*href="\/cobros\/apps\/me\/payment-types"[^>]*>Formas de pago<\/a>/)
  })
})
