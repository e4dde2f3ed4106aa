import { ERROR_MESSAGES } from '@tianguis/core/messages'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { planPurchases, userPlans } from '../src/modules/plans/plans.tables.ts'
import { createItem } from './factories/items.ts'
import { createPlan, givePlan } from './factories/plans.ts'
import { createShop } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * The packages page, the plans' landing pages and the item page's upgrade offer as a browser gets
 * them (002 §2, §4, 001 §6; decision 092): the landings sell their plan, the packages page lists
 * the plans and buys one by card (the form post carries the sandbox card's token), an approval
 * lands with the period and a decline stays with its message.
 */
const { app, database } = await createTestApp({ web: true, env: { ANSWER_CACHE: '0' } })
const db = database.db

const supplier = await createUser(db, { email: 'pkp-proveedora@example.test' })
await createShop(db, supplier.id, { slug: 'pkp-proveedora', name: 'Proveedora de paquetes' })
const rebozo = await createItem(db, supplier.id, {
  name: 'Rebozo de paquete',
  listPrice: 89_000,
  contributionMargin: 12_000,
  isDropshipping: true,
})
const starter = await createPlan(db, { name: 'Inicial de paquetes', commissionRate: 3_000 })
const emilio = await createUser(db, { email: 'pkp-emilio@example.test', userLevel: 'ul1' })
await givePlan(db, emilio.id, starter.id, 'pln_basic_professional')
const rita = await createUser(db, { email: 'pkp-rita@example.test', userLevel: 'ul2' })
await givePlan(db, rita.id, 'pln_online_store')
const session = {
  emilio: await loginAs(app, 'pkp-emilio@example.test'),
  rita: await loginAs(app, 'pkp-rita@example.test'),
}

const shown = (html: string) =>
  html
    .replace(/<script[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<!-- -->/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
async function page(url: string, cookie?: string) {
  const response = await app.inject({ url, headers: cookie ? { cookie } : {} })
  return { status: response.statusCode, html: shown(response.body) }
}

async function cardToken(number: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/sandbox/payments/tokens',
    payload: {
      card_number: number,
      exp_month: '12',
      exp_year: String((new Date().getUTCFullYear() + 3) % 100),
      cvc: '123',
      holder: 'Emilio Emprendedor',
    },
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json().token
}

const buy = (cookie: string, planId: string, token: string | null, key = crypto.randomUUID()) =>
  app.inject({
    method: 'POST',
    url: `/apps/paquetes?plan=${planId}`,
    payload: new URLSearchParams({
      plan_id: planId,
      ...(token ? { card_token: token } : {}),
      expected_amount: '19900',
      expected_currency: 'MXN',
      idempotency_key: key,
    }).toString(),
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
  })

describe('the plans’ landing pages (002 §2)', () => {
  it('each shows its plan, its price and the button that buys it on the packages page', async () => {
    for (const [url, title, plan, id] of [
      ['/tiendaenlinea', 'Tu tienda en línea', 'Tienda en línea', 'pln_online_store'],
      ['/negociodigital', 'Tu negocio digital', 'Negocio digital', 'pln_digital_business'],
      ['/mkt/facturacion', 'Facturación electrónica', 'Facturación electrónica', 'pln_electronic_invoicing'],
    ]) {
      const { status, html } = await page(url!)
      expect(status, url).toBe(200)
      expect(html).toContain(title)
      expect(html).toContain(`${plan} · Por $199.00 al mes`)
      expect(html).toContain(`href="/apps/paquetes?plan=${id}"`)
      expect(html).toContain(`Comprar el plan ${plan}`)
    }
  })

  it('are the platform’s: inside a shop they answer the not-found page', async () => {
    for (const url of ['/pkp-proveedora/tiendaenlinea', '/pkp-proveedora/negociodigital']) {
      const { status, html } = await page(url)
      expect(status, url).toBe(404)
      expect(html).toContain('Página no encontrada!')
    }
  })
})

describe('/apps/paquetes', () => {
  it('lists the plans with price, rate and margin, and marks the viewer’s', async () => {
    const { status, html } = await page('/apps/paquetes', session.rita)
    expect(status).toBe(200)
    for (const name of [
      'Profesional básico',
      'Tienda en línea',
      'Negocio digital',
      'Facturación electrónica',
    ]) {
      expect(html).toContain(name)
    }
    expect(html).toContain('$199.00 al mes')
    expect(html).toContain('Comisión: 50%')
    expect(html).toContain('Margen de contribución: $99.50')
    // Rita's plan was given, not bought: no period to show.
    expect(html).toContain('Tu plan')
    expect(html).toContain('Renovar Tienda en línea')
    expect(html).toContain('href="/apps/paquetes?plan=pln_digital_business"')
  })

  it('asks a visitor to sign in to buy, and comes back to the plan', async () => {
    const { status, html } = await page('/apps/paquetes?plan=pln_online_store')
    expect(status).toBe(200)
    expect(html).toContain('Comprar el plan Tienda en línea')
    expect(html).toContain('Inicia sesión para comprar este plan')
    expect(html).toContain(`href="/login?next=${encodeURIComponent('/apps/paquetes?plan=pln_online_store')}"`)
  })

  it('says an unknown plan does not exist', async () => {
    const { status, html } = await page('/apps/paquetes?plan=pln_nope', session.emilio)
    expect(status).toBe(200)
    expect(html).toContain('Ese plan no existe: elige uno de la lista.')
  })

  it('buys a package with the sandbox card: the plan is active and the page says until when', async () => {
    const buyer = await createUser(db, { email: 'pkp-buyer@example.test', userLevel: 'ul1' })
    await givePlan(db, buyer.id, starter.id, 'pln_basic_professional')
    const cookie = await loginAs(app, 'pkp-buyer@example.test')
    const before = await page('/apps/paquetes?plan=pln_basic_professional', cookie)
    expect(before.html).toContain('Comprar el plan Profesional básico')
    expect(before.html).toContain('Total: $199.00 por un mes')
    expect(before.html).toContain('Pagar con tarjeta')

    const posted = await buy(cookie, 'pln_basic_professional', await cardToken('4242424242424242'))
    expect(posted.statusCode, posted.body).toBe(302)
    const [purchase] = await db.select().from(planPurchases).where(eq(planPurchases.userId, buyer.id))
    expect(purchase!.status).toBe('approved')
    expect(posted.headers.location).toBe(`/apps/paquetes?hecho=${purchase!.id}`)
    const after = await page(posted.headers.location as string, cookie)
    expect(after.html).toMatch(/Listo: tu plan Profesional básico está activo hasta el \d+/)
    expect(after.html).toMatch(/Tu plan, vigente hasta el \d+/)
    const [plan] = await db.select().from(userPlans).where(eq(userPlans.userId, buyer.id))
    expect(plan!.planId).toBe('pln_basic_professional')
    // Another user's purchase says nothing to them (quality case 1).
    const theirs = await page(posted.headers.location as string, session.rita)
    expect(theirs.status).toBe(200)
    expect(theirs.html).not.toContain('Listo: tu plan')
  })

  it('a declined card stays on the page with the bank’s message and leaves the plan', async () => {
    const buyer = await createUser(db, { email: 'pkp-declined@example.test', userLevel: 'ul1' })
    await givePlan(db, buyer.id, starter.id, 'pln_basic_professional')
    const cookie = await loginAs(app, 'pkp-declined@example.test')
    const posted = await buy(cookie, 'pln_basic_professional', await cardToken('4000000000000002'))
    expect(posted.statusCode).toBe(422)
    expect(shown(posted.body)).toContain('Comprar el plan Profesional básico')
    expect(shown(posted.body)).toMatch(/banco/)
    const [plan] = await db.select().from(userPlans).where(eq(userPlans.userId, buyer.id))
    expect(plan!.planId).toBe(starter.id)
    expect(plan!.periodEnd).toBeNull()
  })

  it('a card that asks for 3-D Secure is sent to the provider’s page; back refused, the page says why', async () => {
    const buyer = await createUser(db, { email: 'pkp-3ds@example.test', userLevel: 'ul1' })
    const cookie = await loginAs(app, 'pkp-3ds@example.test')
    const posted = await buy(cookie, 'pln_online_store', await cardToken('4000002760003184'))
    expect(posted.statusCode).toBe(302)
    expect(posted.headers.location).toMatch(/\/api\/v1\/sandbox\/payments\/3ds\/[^/?]+$/)
    const [purchase] = await db.select().from(planPurchases).where(eq(planPurchases.userId, buyer.id))
    expect(purchase).toMatchObject({ status: 'pending', returnPath: '/apps/paquetes?plan=pln_online_store' })
    const back = await app.inject({
      url: '/apps/paquetes?plan=pln_online_store&fallo=payment_failed_contact_bank',
      headers: { cookie },
    })
    expect(shown(back.body)).toContain(ERROR_MESSAGES['es-MX'].payment_failed_contact_bank)
    const unknown = await app.inject({
      url: '/apps/paquetes?plan=pln_online_store&fallo=x',
      headers: { cookie },
    })
    expect(shown(unknown.body)).toContain(ERROR_MESSAGES['es-MX'].payment_attempt_failed)
  })

  it('says a card needs JavaScript when the form comes without a token', async () => {
    const posted = await buy(session.emilio, 'pln_online_store', null)
    expect(posted.statusCode).toBe(400)
    expect(shown(posted.body)).toContain('Para pagar con tarjeta, activa JavaScript en tu navegador.')
    expect(await db.select().from(planPurchases).where(eq(planPurchases.userId, emilio.id))).toHaveLength(0)
  })
})

describe('the item page’s upgrade offer (001 §6, 002 §4)', () => {
  it('shows a user offered a professional plan what it would earn, linking to buying it', async () => {
    const { html } = await page(`/products/${rebozo.id}`, `${session.emilio}; showResaleInfo=true`)
    // A margin of 120.00 at the professional rate 0.5: 60.00.
    expect(html).toContain('Cámbiate al plan premium Profesional básico para ganar $60.00')
    expect(html).toContain('href="/apps/paquetes?plan=pln_basic_professional"')
    expect(html).toContain('Quiero el plan Profesional básico')
  })

  it('links to the shop’s own packages page on an item page inside a shop', async () => {
    const { html } = await page(
      `/pkp-proveedora/productos/${supplier.id}/${rebozo.id}`,
      `${session.emilio}; showResaleInfo=true`,
    )
    expect(html).toContain('href="/pkp-proveedora/apps/paquetes?plan=pln_basic_professional"')
    const packages = await page('/pkp-proveedora/apps/paquetes?plan=pln_basic_professional', session.emilio)
    expect(packages.status).toBe(200)
    expect(packages.html).toContain('Comprar el plan Profesional básico')
  })

  it('shows no offer to a reseller without a professional plan offered', async () => {
    const { html } = await page(`/products/${rebozo.id}`, `${session.rita}; showResaleInfo=true`)
    expect(html).toContain('Gana por revenderlo')
    expect(html).not.toContain('Cámbiate al plan premium')
    expect(html).not.toContain('/apps/paquetes?plan=')
  })
})
