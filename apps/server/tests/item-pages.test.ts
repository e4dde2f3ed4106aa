import { describe, expect, it } from 'vitest'
import { createItem } from './factories/items.ts'
import { createShop } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/** The shop's products and services pages list its items (issue #4 item 2), server-rendered. */
const { app, database } = await createTestApp({ web: true })
const db = database.db
const owner = await createUser(db, { email: 'lister@example.test' })
await createShop(db, owner.id, { slug: 'lista', name: 'Lista' })
await createItem(db, owner.id, {
  name: 'Canasta tejida',
  listPrice: 45_000,
  crossoutPrice: 60_000,
  queuePosition: 1,
})
await createItem(db, owner.id, {
  name: 'Jarro de barro',
  listPrice: 12_050,
  queuePosition: 2,
  plainDescription: 'Para el café de olla.',
})
await createItem(db, owner.id, { name: 'Mapa gratuito', listPrice: 0, isFree: true, queuePosition: 3 })
await createItem(db, owner.id, { name: 'Rebozo agotado', listPrice: 90_000, soldOut: true, queuePosition: 4 })
await createItem(db, owner.id, { name: 'Borrador oculto', listState: 'unpublished', queuePosition: 5 })
await createItem(db, owner.id, {
  name: 'Clase de telar',
  type: 'service',
  listPrice: 30_000,
  queuePosition: 6,
})

/** What the page shows: the HTML without scripts (which carry loader data and messages). */
const shown = (html: string) => html.replace(/<script[^>]*>[\s\S]*?<\/script>/g, '')
const order = (html: string, names: string[]) => names.map((name) => shown(html).indexOf(name))

describe('/:shop/productos', () => {
  it('shows the published products as cards, most relevant first, with prices and markers', async () => {
    const response = await app.inject('/lista/productos')
    expect(response.statusCode).toBe(200)
    const html = shown(response.body)
    const positions = order(html, ['Canasta tejida', 'Jarro de barro', 'Mapa gratuito', 'Rebozo agotado'])
    expect(positions.every((p) => p >= 0)).toBe(true)
    expect([...positions].sort((a, b) => a - b)).toEqual(positions)
    expect(html).not.toContain('Borrador oculto')
    expect(html).not.toContain('Clase de telar')
    expect(html).toContain('$450.00')
    expect(html).toContain('Precio regular $600.00')
    expect(html).toContain('Ahorras $150.00')
    expect(html).toContain('Gratis')
    expect(html).toContain('Agotado')
    expect(html).toContain('4 en total')
    expect(Number(response.headers['x-sql-statements'])).toBeLessThanOrEqual(4)
  })

  it('sorts by price when asked', async () => {
    const higher = shown((await app.inject('/lista/productos?sort=-list_price')).body)
    expect(higher.indexOf('Rebozo agotado')).toBeLessThan(higher.indexOf('Canasta tejida'))
    const lower = shown((await app.inject('/lista/productos?sort=list_price')).body)
    expect(lower.indexOf('Mapa gratuito')).toBeLessThan(lower.indexOf('Jarro de barro'))
  })

  it('lists services on /servicios only', async () => {
    const html = shown((await app.inject('/lista/servicios')).body)
    expect(html).toContain('Clase de telar')
    expect(html).not.toContain('Canasta tejida')
  })

  it('pages through 36 products at a time', async () => {
    const other = await createUser(db, { email: 'many@example.test' })
    await createShop(db, other.id, { slug: 'muchos', name: 'Muchos' })
    for (let i = 1; i <= 37; i++) {
      await createItem(db, other.id, { name: `Producto ${String(i).padStart(2, '0')}`, queuePosition: i })
    }
    const first = shown((await app.inject('/muchos/productos')).body)
    expect(first).toContain('Producto 36')
    expect(first).not.toContain('Producto 37')
    expect(first).toContain('Siguiente')
    const second = shown((await app.inject('/muchos/productos?page=2')).body)
    expect(second).toContain('Producto 37')
    expect(second).not.toContain('Producto 01')
    expect(second).toContain('Anterior')
  })

  it('pages through 18 services at a time', async () => {
    const other = await createUser(db, { email: 'many-services@example.test' })
    await createShop(db, other.id, { slug: 'muchos-servicios', name: 'Muchos Servicios' })
    for (let i = 1; i <= 19; i++) {
      const name = `Servicio ${String(i).padStart(2, '0')}`
      await createItem(db, other.id, { name, type: 'service', queuePosition: i })
    }
    const first = shown((await app.inject('/muchos-servicios/servicios')).body)
    expect(first).toContain('Servicio 18')
    expect(first).not.toContain('Servicio 19')
    expect(first).toContain('19 en total')
    const second = shown((await app.inject('/muchos-servicios/servicios?page=2')).body)
    expect(second).toContain('Servicio 19')
    expect(second).not.toContain('Servicio 01')
  })
})

describe('searching a shop list (issue #4 §5)', () => {
  it('finds items whatever the case and accents typed, and keeps the text in the box', async () => {
    const response = await app.inject('/lista/productos?filter=CAFE')
    expect(response.statusCode).toBe(200)
    const html = shown(response.body)
    expect(html).toContain('Jarro de barro')
    expect(html).not.toContain('Canasta tejida')
    expect(html).toContain('value="cafe"')
    expect(html).toContain('1 en total')
    expect(Number(response.headers['x-sql-statements'])).toBeLessThanOrEqual(4)
  })

  it('says when nothing matches, and keeps the search box', async () => {
    const html = shown((await app.inject('/lista/productos?filter=xilofono')).body)
    expect(html).toContain('No encontramos nada para «xilofono».')
    expect(html).toContain('name="filter"')
  })

  it('keeps the search in the page links', async () => {
    const other = await createUser(db, { email: 'buscan@example.test' })
    await createShop(db, other.id, { slug: 'buscan', name: 'Buscan' })
    for (let i = 1; i <= 37; i++) await createItem(db, other.id, { name: `Vaso ${i}`, queuePosition: i })
    const html = shown((await app.inject('/buscan/productos?filter=vaso')).body)
    expect(html).toContain('href="/buscan/productos?filter=vaso&amp;page=2"')
  })
})

describe('the owner’s view of their list (001 §4)', () => {
  it('dims their unpublished item; visitors do not see it at all', async () => {
    const cookie = await loginAs(app, 'lister@example.test')
    const mine = shown((await app.inject({ url: '/lista/productos', headers: { cookie } })).body)
    expect(mine).toMatch(/<article class="[^"]*opacity-50[^"]*">(?:(?!<\/article>).)*Borrador oculto/s)
    expect(mine).not.toMatch(/<article class="[^"]*opacity-50[^"]*">(?:(?!<\/article>).)*Canasta tejida/s)
    const visitor = shown((await app.inject('/lista/productos')).body)
    expect(visitor).not.toContain('Borrador oculto')
  })
})

describe('/:shop/sugerencias (the navbar search’s suggestions)', () => {
  it('answers the shop’s matching searches and items as JSON, whatever the case and accents', async () => {
    const response = await app.inject('/lista/sugerencias?q=CANAST&type=product')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('application/json')
    const body = response.json()
    expect(body.completions).toContain('canasta tejida')
    expect(body.items[0]).toEqual({
      name: 'Canasta tejida',
      href: expect.stringMatching(/^\/lista\/productos\/usr_\w+\/itm_\w+$/),
    })
    expect(body.items.map((i: { name: string }) => i.name)).not.toContain('Borrador oculto')
  })

  it('answers nothing for an empty text, and 404 outside a shop', async () => {
    expect((await app.inject('/lista/sugerencias?q=')).json()).toEqual({ completions: [], items: [] })
    expect((await app.inject('/sugerencias?q=canasta')).statusCode).toBe(404)
  })
})
