import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { items } from '../src/modules/items/items.tables.ts'
import { signInGuest } from './factories/guests.ts'
import { createItem } from './factories/items.ts'
import { createShop } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { configureSupplier } from './helpers/checkout-fakes.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * The shared checkout's pages through the real server (decision 054): the sharer's share section
 * on the checkout page (a form without JavaScript, then the link), the public page for a visitor
 * in their language with nothing of the sharer, its 404 with the way back to the shop, and buying
 * from it through the checkout page (`?compartido=`), a visitor first to the guest sign-in.
 */
const { app, database } = await createTestApp({ web: true })
const db = database.db
const owner = await createUser(db, { name: 'Cerámica Luna' })
const shop = await createShop(db, owner.id, { slug: 'tienda-compartida', name: 'Tienda Compartida' })
const otherShop = await createShop(db, (await createUser(db)).id, { slug: 'otra-tienda-54' })
await configureSupplier(db, owner.id)
const plate = await createItem(db, owner.id, { name: 'Plato de cerámica', listPrice: 18_000, available: 7 })
const sharer = await createUser(db, { email: 'comparte@example.test', name: 'Sara Comparte' })
const sharerCookie = await loginAs(app, sharer.email)
const buyerCookie = await loginAs(app, (await createUser(db, { name: 'Beto Compra' })).email)

const base = `/${shop.slug}`
const shown = (html: string) => html.replace(/<script[^>]*>[\s\S]*?<\/script>/g, '')
const get = (url: string, cookie = '', headers: Record<string, string> = {}) =>
  app.inject({ url, headers: { ...(cookie ? { cookie } : {}), ...headers } })

function post(url: string, fields: Record<string, string>, cookie: string) {
  return app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
  })
}

/** Buy now of two plates by the sharer, with her contact filled: the checkout page's address. */
async function sharersCheckout(): Promise<string> {
  const start = await get(`${base}/comprar-articulo/${owner.id}/${plate.id}?cantidad=2`, sharerCookie)
  expect(start.statusCode, start.body).toBe(302)
  const page = String(start.headers.location)
  const contact = await post(page, { intent: 'contact', email: 'sara.privada@example.test' }, sharerCookie)
  expect(contact.statusCode).toBe(302)
  return page
}

/** Shares the sharer's checkout from its page; answers the public link shown there. */
async function sharedLink(): Promise<string> {
  const page = await sharersCheckout()
  const before = shown((await get(page, sharerCookie)).body)
  expect(before).toContain('Compartir esta compra')
  expect(before).toContain('<input type="hidden" name="intent" value="share"/>')
  const shared = await post(page, { intent: 'share' }, sharerCookie)
  expect(shared.statusCode, shared.body).toBe(302)
  const after = shown((await get(String(shared.headers.location), sharerCookie)).body)
  const link = after.match(/<input id="share-link"[^>]*value="([^"]+)"/)?.[1]
  expect(link).toMatch(new RegExp(`^http://[^/]+${base}/comprar/compartido/[\\w-]{16}$`))
  expect(after).toContain('Vence el ')
  return new URL(link!).pathname
}

describe('sharing from the checkout page', () => {
  it('makes the link with a form post and then shows it to copy', async () => {
    await sharedLink()
  })

  it('offers no share section to a guest', async () => {
    const guest = await signInGuest(app, db, '+525598760054')
    const start = await get(`${base}/comprar-articulo/${owner.id}/${plate.id}`, guest)
    const page = shown((await get(String(start.headers.location), guest)).body)
    expect(page).toContain('Plato de cerámica')
    expect(page).not.toContain('Compartir esta compra')
  })
})

describe('the public page', () => {
  it('shows a visitor the items priced now, their doors to buy, and nothing of the sharer', async () => {
    const path = await sharedLink()
    const response = await get(path)
    expect(response.statusCode).toBe(200)
    const html = response.body
    expect(html).toContain('<title>Compra compartida | Tienda Compartida</title>')
    expect(html).toMatch(/<meta name="description" content="Te compartieron una compra en Tienda Compartida/)
    const page = shown(html)
    expect(page).toContain('Plato de cerámica')
    expect(page).toContain('Cantidad: 2')
    expect(page).toContain('$360.00')
    expect(page).toContain('Vendido por Cerámica Luna')
    expect(page).toContain('Comprar como invitado')
    expect(page).toContain(
      `href="${base}/comprar/invitado?next=${encodeURIComponent(`${base}/comprar?compartido=${path.split('/').pop()}`)}"`,
    )
    expect(page).toContain('Inicia sesión')
    for (const secret of ['Sara Comparte', 'comparte@example.test', 'sara.privada@example.test', sharer.id]) {
      expect(html).not.toContain(secret)
    }
  })

  it('speaks the visitor’s language and says the price moved', async () => {
    const path = await sharedLink()
    await db.update(items).set({ listPrice: 19_000 }).where(eq(items.id, plate.id))
    try {
      const page = shown((await get(path, '', { 'accept-language': 'en' })).body)
      expect(page).toContain('Shared purchase')
      expect(page).toContain('Plato de cerámica: was $180.00, now $190.00')
      expect(page).toContain('Buy as a guest')
    } finally {
      await db.update(items).set({ listPrice: 18_000 }).where(eq(items.id, plate.id))
    }
  })

  it('answers an unknown link, and a link in another shop, with its 404 page and the way back', async () => {
    const path = await sharedLink()
    const unknown = await get(`${base}/comprar/compartido/NoSuchLink000000`)
    expect(unknown.statusCode).toBe(404)
    expect(shown(unknown.body)).toContain('Enlace de compra no encontrado')
    expect(shown(unknown.body)).toContain(`href="${base}"`)
    const english = await get(`${base}/comprar/compartido/NoSuchLink000000`, '', { 'accept-language': 'en' })
    expect(shown(english.body)).toContain('This purchase link does not exist or has expired.')
    expect(shown(english.body)).toContain('Go to the shop')
    const elsewhere = await get(path.replace(base, `/${otherShop.slug}`))
    expect(elsewhere.statusCode).toBe(404)
    expect(shown(elsewhere.body)).toContain('Enlace de compra no encontrado')
  })
})

describe('buying from the link', () => {
  it('sends a visitor to the guest sign-in, then starts the buyer’s own checkout of those items', async () => {
    const path = await sharedLink()
    const publicSlug = path.split('/').pop()!
    const start = `${base}/comprar?compartido=${publicSlug}`
    const visitor = await get(start)
    expect(visitor.statusCode).toBe(302)
    expect(visitor.headers.location).toBe(`${base}/comprar/invitado?next=${encodeURIComponent(start)}`)

    const signedIn = await get(start, buyerCookie)
    expect(signedIn.statusCode, signedIn.body).toBe(302)
    const checkoutPage = String(signedIn.headers.location)
    expect(checkoutPage).toMatch(new RegExp(`^${base}/comprar\\?compartido=${publicSlug}&compra=chk_`))
    const page = shown((await get(checkoutPage, buyerCookie)).body)
    expect(page).toContain('Plato de cerámica')
    // The buyer's own checkout: the sharer's contact is not in it.
    expect(page).not.toContain('sara.privada@example.test')
    // Restarting starts from the link again, not from the buyer's cart.
    const restart = await post(checkoutPage, { intent: 'restart' }, buyerCookie)
    expect(restart.headers.location).toBe(start)
  })
})
