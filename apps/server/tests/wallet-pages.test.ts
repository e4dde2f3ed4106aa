import { describe, expect, it } from 'vitest'
import { systemContext } from '../src/kernel/context.ts'
import { grantPlatformAdmin } from '../src/modules/identity/parties.service.ts'
import { postEntry } from '../src/modules/ledger/ledger.service.ts'
import { createShop } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * My wallet's page and the ledger report's (decision 090): balances, the balance chart drawn on
 * the server as SVG, movements, the cash-out form without JavaScript (a refusal shown on the page,
 * a success back with its toast); a visitor logs in; the report only for platform admins.
 */
const { app, database } = await createTestApp({ web: true })
const db = database.db
const ctx = systemContext(db)
const shop = await createShop(db, (await createUser(db)).id, { slug: 'billeteras' })

const shown = (html: string) => html.replace(/<script[^>]*>[\s\S]*?<\/script>/g, '').replace(/<!-- -->/g, '')

async function earner(available: number, held: number) {
  const user = await createUser(db)
  await postEntry(ctx, {
    id: `payment:wallet-page-${user.id}`,
    kind: 'payment_held',
    reference: `ord_page_${user.id.slice(-8)}`,
    postings: [
      { account: 'platform:MXN:clearing', currency: 'MXN', amount: -(available + held) },
      { account: `user:${user.id}:mxn:held`, currency: 'MXN', amount: available + held },
    ],
  })
  await postEntry(ctx, {
    id: `dispersion:wallet-page-${user.id}`,
    kind: 'dispersion',
    reference: `ord_page_${user.id.slice(-8)}`,
    postings: [
      { account: `user:${user.id}:mxn:held`, currency: 'MXN', amount: -available },
      { account: `user:${user.id}:mxn:available`, currency: 'MXN', amount: available },
    ],
  })
  return { user, cookie: await loginAs(app, user.email) }
}

describe('my wallet page', () => {
  it('shows the balance, what is available and held, the chart and the movements, on the platform and in a shop', async () => {
    const { cookie } = await earner(12_500, 3_000)
    for (const path of ['/billetera', `/${shop.slug}/billetera`]) {
      const answer = await app.inject({ url: path, headers: { cookie } })
      expect(answer.statusCode, path).toBe(200)
      const html = shown(answer.body)
      expect(html).toContain('Mi billetera')
      expect(html).toContain('$155.00')
      expect(html).toContain('$125.00')
      expect(html).toContain('$30.00')
      expect(html).toMatch(/Próximo corte: \d{1,2} de [a-z]+ de \d{4}/)
      expect(html).toMatch(
        /<svg[^>]*role="img"[^>]*aria-label="Gráfica del saldo de [^"]+: de \$155\.00 a \$155\.00\."/,
      )
      expect(html).toMatch(/<path d="M[\d.]+,[\d.]+/)
      expect(html).toContain('Venta pagada (retenida)')
      expect(html).toContain('Liberado: disponible para retiro')
      expect(html).toContain('Hasta $125.00. Se paga en el próximo corte.')
    }
  })

  it('a cash-out above the balance shows the refusal on the page; within it, back with its toast and in the list', async () => {
    const { cookie } = await earner(10_000, 0)
    const over = await app.inject({
      method: 'POST',
      url: '/billetera',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'tipo=mxn&amount=100.01',
    })
    expect(over.statusCode).toBe(409)
    expect(shown(over.body)).toContain('El monto es mayor a tu saldo disponible para retiro.')
    const bad = await app.inject({
      method: 'POST',
      url: '/billetera',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'tipo=mxn&amount=abc',
    })
    expect(bad.statusCode).toBe(400)
    expect(shown(bad.body)).toContain('Escribe un monto mayor a cero, con hasta dos decimales.')
    const ok = await app.inject({
      method: 'POST',
      url: `/${shop.slug}/billetera`,
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'tipo=mxn&amount=40',
    })
    expect(ok.statusCode).toBe(302)
    expect(ok.headers.location).toBe(`/${shop.slug}/billetera?tipo=mxn&hecho=retiro`)
    const after = shown((await app.inject({ url: ok.headers.location as string, headers: { cookie } })).body)
    expect(after).toContain('Solicitamos tu retiro.')
    expect(after).toContain('Retiro solicitado')
    expect(after).toContain('Hasta $60.00.')
    expect(after).toMatch(/\$40\.00<\/span><span>Solicitado<\/span>/)
  })

  it('sends a visitor to log in and back', async () => {
    const answer = await app.inject({ url: `/${shop.slug}/billetera` })
    expect(answer.statusCode).toBe(302)
    expect(answer.headers.location).toBe(
      `/${shop.slug}/login?next=${encodeURIComponent(`/${shop.slug}/billetera`)}`,
    )
  })
})

describe('the ledger report page', () => {
  it('shows a platform admin every account kind per currency and that it balances; anyone else the 404 page', async () => {
    await earner(1_000, 500)
    const someone = await earner(1, 0)
    const refused = await app.inject({ url: '/plataforma/libro-mayor', headers: { cookie: someone.cookie } })
    expect(refused.statusCode).toBe(404)
    expect(shown(refused.body)).not.toContain('Libro mayor')
    const admin = await createUser(db)
    await grantPlatformAdmin(ctx, admin.id)
    const answer = await app.inject({
      url: '/plataforma/libro-mayor',
      headers: { cookie: await loginAs(app, admin.email) },
    })
    expect(answer.statusCode).toBe(200)
    const html = shown(answer.body)
    expect(html).toContain('Libro mayor')
    expect(html).toContain('Plataforma: cobros recibidos')
    expect(html).toContain('Usuarios: disponible')
    expect(html).toContain('Cuadra: suma cero')
    expect(html).toMatch(/Total<\/th><td><\/td><td[^>]*>\$0\.00</)
  })
})
