import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { reviews } from '../src/modules/reviews/reviews.tables.ts'
import { createItem } from './factories/items.ts'
import { createOrder } from './factories/orders.ts'
import { createShop } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * Reviews on the pages (decision 084): the item page's rating and newest reviews drawn on the
 * server (shop and platform), the buyer's 'Escribir una reseña' and quick rating, the review form
 * page posted without JavaScript with the outcome as a toast, and every review's page.
 */
const { app, database } = await createTestApp({ web: true, env: { ANSWER_CACHE: '0' } })
const db = database.db
const seller = await createUser(db, { email: 'rp-vendedora@example.test', name: 'Vendedora Reseñas' })
const shop = await createShop(db, seller.id, { slug: 'rp-tienda', name: 'Tienda Reseñas' })
const pot = await createItem(db, seller.id, { name: 'Olla de barro' })
const cup = await createItem(db, seller.id, { name: 'Taza de peltre' })
const potPage = `/rp-tienda/productos/${seller.id}/${pot.id}`
const cupPage = `/rp-tienda/productos/${seller.id}/${cup.id}`

const shown = (html: string) => html.replace(/<script[^>]*>[\s\S]*?<\/script>/g, '').replace(/<!-- -->/g, '')

async function buyerOf(itemId: string, name: string, status: 'delivered' | 'paid' = 'delivered') {
  const user = await createUser(db, { name })
  await createOrder(db, { shopId: shop.id, customerId: user.id, supplierId: seller.id, itemId, status })
  return loginAs(app, user.email)
}

const save = (cookie: string, itemId: string, payload: object) =>
  app.inject({ method: 'PUT', url: `/api/v1/me/reviews/${itemId}`, headers: { cookie }, payload })

async function page(url: string, cookie?: string) {
  const response = await app.inject({ url, headers: cookie ? { cookie } : {} })
  return { status: response.statusCode, html: shown(response.body), response }
}

/** A form post as the browser sends it (multipart, files and all). */
async function post(url: string, fields: Array<[string, string | File]>, cookie: string) {
  const form = new FormData()
  for (const [key, value] of fields) form.append(key, value)
  const encoded = new Request('http://form.invalid/', { method: 'POST', body: form })
  return app.inject({
    method: 'POST',
    url,
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { cookie, 'content-type': encoded.headers.get('content-type')! },
  })
}

// Four reviews of the pot, one a second apart, so the page shows the newest three.
for (const [name, rating, title] of [
  ['Ana Uno', 5, 'Perfecta para frijoles'],
  ['Beto Dos', 4, 'Buena pero pesada'],
  ['Cris Tres', 4, 'Bonita'],
  ['Dora Cuatro', 5, 'La mejor olla'],
] as const) {
  const cookie = await buyerOf(pot.id, name)
  expect((await save(cookie, pot.id, { rating, title, body: `Opinión de ${name}` })).statusCode).toBe(200)
  await new Promise((resolve) => setTimeout(resolve, 5))
}

describe('the item page', () => {
  it('shows a visitor the average (stars and words), the count and the newest three reviews, with a link to all', async () => {
    const { status, html } = await page(potPage)
    expect(status).toBe(200)
    // 18 over 4: 4.5, said in full to screen readers, drawn as stars and a number.
    expect(html).toContain('Calificación: 4.5 de 5 (4 reseñas)')
    expect(html).toContain('>4.5<')
    expect(html).toContain('La mejor olla')
    expect(html).toContain('Bonita')
    expect(html).toContain('Buena pero pesada')
    expect(html).not.toContain('Perfecta para frijoles')
    expect(html).toContain('Por Dora C.')
    expect(html).toContain('5 de 5 estrellas')
    expect(html).toContain(`href="${potPage}/resenas"`)
    expect(html).toContain('Ver las 4 reseñas')
    // Nothing to write or rate for a visitor.
    expect(html).not.toContain('Escribir una reseña')
    expect(html).not.toContain('Tu calificación')
  })

  it('says so when nobody reviewed the item, and shows no average', async () => {
    const { html } = await page(cupPage)
    expect(html).toContain('Aún no hay reseñas de este artículo.')
    expect(html).not.toContain('Calificación:')
  })

  it('shows the rating on the platform’s page too, in the visitor’s language', async () => {
    const response = await app.inject({ url: `/products/${pot.id}`, headers: { 'accept-language': 'en' } })
    expect(response.statusCode).toBe(200)
    const html = shown(response.body)
    expect(html).toContain('Rating: 4.5 out of 5 (4 reviews)')
    expect(html).toContain(`href="/products/${pot.id}/resenas"`)
    const ar = await app.inject({ url: `/products/${pot.id}`, headers: { 'accept-language': 'es-AR' } })
    expect(shown(ar.body)).toContain('Calificación: 4,5 de 5 (4 reseñas)')
  })

  it('offers the buyer of a delivered item to write a review and rate it; others get neither', async () => {
    const buyer = await buyerOf(cup.id, 'Eva Compradora')
    const { html } = await page(cupPage, buyer)
    expect(html).toContain('Escribir una reseña')
    expect(html).toContain(`href="${cupPage}/resena"`)
    expect(html).toContain('Tu calificación')
    expect(html).toContain('aria-label="Calificar con 4 de 5 estrellas"')
    const waiting = await buyerOf(cup.id, 'Fede Espera', 'paid')
    const stranger = await loginAs(app, (await createUser(db)).email)
    for (const cookie of [waiting, stranger]) {
      const other = await page(cupPage, cookie)
      expect(other.html).not.toContain('Escribir una reseña')
      expect(other.html).not.toContain('Tu calificación')
    }
  })

  it('costs a visitor one statement more than the item alone: the reviews’ page with its rating', async () => {
    const { response } = await page(potPage)
    const statements = Number(response.headers['x-sql-statements'])
    const item = await app.inject({ url: `/api/v1/shops/rp-tienda/items/${pot.id}` })
    const list = await app.inject({ url: `/api/v1/items/${pot.id}/reviews?limit=3` })
    expect(Number(list.headers['x-sql-statements'])).toBe(1)
    // The shop, the item with its rating, its supplier (the item's own three), and the reviews' page.
    expect(statements).toBe(Number(item.headers['x-sql-statements']) + 1)
  })
})

describe('the review form page', () => {
  it('sends a visitor to sign in and back; tells someone who cannot review why, with 403', async () => {
    const visitor = await page(`${cupPage}/resena`)
    expect(visitor.status).toBe(302)
    expect(visitor.response.headers.location).toBe(
      `/rp-tienda/login?next=${encodeURIComponent(`${cupPage}/resena`)}`,
    )
    const stranger = await loginAs(app, (await createUser(db)).email)
    const refused = await page(`${cupPage}/resena`, stranger)
    expect(refused.status).toBe(403)
    expect(refused.html).toContain('Solo quien compró este artículo puede reseñarlo.')
    const waiting = await buyerOf(cup.id, 'Gil Espera', 'paid')
    const early = await page(`${cupPage}/resena`, waiting)
    expect(early.status).toBe(403)
    expect(early.html).toContain('Podrás reseñar este artículo cuando lo recibas.')
    const posted = await post(
      `${cupPage}/resena`,
      [
        ['rating', '5'],
        ['title', 'Intruso'],
      ],
      stranger,
    )
    expect(posted.statusCode).toBe(403)
    expect(shown(posted.body)).toContain('Solo quien compró este artículo puede reseñarlo.')
    expect((await db.select().from(reviews).where(eq(reviews.itemId, cup.id))).length).toBe(0)
  })

  it('is the not-found page for an unknown item or a path of another kind', async () => {
    const buyer = await buyerOf(cup.id, 'Hilda Ruta')
    for (const url of [
      `/rp-tienda/productos/${seller.id}/itm_nada/resena`,
      `/rp-tienda/servicios/${seller.id}/${cup.id}/resena`,
      `/rp-tienda/productos/usr_otro/${cup.id}/resena`,
      `/services/${cup.id}/resena`,
      `/rp-tienda/products/${cup.id}/resena`,
    ]) {
      expect((await page(url, buyer)).status, url).toBe(404)
    }
  })

  it('saves a new review posted without JavaScript, photo and all, and the item shows it with the toast', async () => {
    const buyer = await buyerOf(cup.id, 'Iván Nuevo')
    const form = await page(`${cupPage}/resena`, buyer)
    expect(form.status).toBe(200)
    expect(form.html).toContain('Reseña de «Taza de peltre»')
    expect(form.html).toContain('Publicar reseña')
    expect(form.html).toContain('maxLength="100"')
    expect(form.html).toMatch(/enctype="multipart\/form-data"/i)
    const photo = new File(
      [
        new Uint8Array(
          await sharp({ create: { width: 40, height: 30, channels: 3, background: '#b45309' } })
            .png()
            .toBuffer(),
        ),
      ],
      'taza.png',
      { type: 'image/png' },
    )
    const saved = await post(
      `${cupPage}/resena`,
      [
        ['intent', 'review'],
        ['rating', '4'],
        ['title', 'Aguanta el fuego'],
        ['body', 'La uso diario.'],
        ['new_photos', photo],
      ],
      buyer,
    )
    expect(saved.statusCode).toBe(302)
    expect(saved.headers.location).toBe(`${cupPage}?resena=guardada#resenas`)
    const [row] = await db.select().from(reviews).where(eq(reviews.itemId, cup.id))
    expect(row).toMatchObject({ rating: 4, title: 'Aguanta el fuego', body: 'La uso diario.' })
    expect(row!.photos).toHaveLength(1)
    expect(row!.photos[0]).toMatch(/^\/uploads\/[a-f0-9]{24}-large\.webp$/)
    const after = await page(`${cupPage}?resena=guardada`, buyer)
    expect(after.html).toContain('Reseña creada o actualizada correctamente.')
    // Every label came with the page: no message key shows.
    expect(after.html).not.toMatch(/>[^<]*\b(?:reviews|toast)\.[a-zA-Z.]+/)
    expect(after.html).toContain('Calificación: 4.0 de 5 (1 reseña)')
    expect(after.html).toContain('Aguanta el fuego')
    expect(after.html).toContain('Editar tu reseña')
    expect(after.html).toContain('Calificaste con 4 de 5 estrellas.')
    // The form now edits it: the values and the photo are there, with a way to remove it.
    const edit = await page(`${cupPage}/resena`, buyer)
    expect(edit.html).toContain('value="Aguanta el fuego"')
    expect(edit.html).toContain('Guardar cambios')
    expect(edit.html).toContain('Quitar la foto 1')
    const edited = await post(
      `${cupPage}/resena`,
      [
        ['rating', '2'],
        ['title', 'Se despintó'],
        ['body', ''],
        ['photos', row!.photos[0]!],
        ['remove_photo', row!.photos[0]!],
      ],
      buyer,
    )
    expect(edited.statusCode).toBe(302)
    const [changed] = await db.select().from(reviews).where(eq(reviews.itemId, cup.id))
    expect(changed).toMatchObject({ id: row!.id, rating: 2, title: 'Se despintó', body: '', photos: [] })
    expect((await page(cupPage)).html).toContain('Calificación: 2.0 de 5 (1 reseña)')
  })

  it('shows the form again with its values and the field’s message when no rating was chosen', async () => {
    const buyer = await buyerOf(cup.id, 'Juana Olvida')
    const answer = await post(
      `${cupPage}/resena`,
      [
        ['title', 'Sin estrellas'],
        ['body', 'Olvidé calificar.'],
      ],
      buyer,
    )
    expect(answer.statusCode).toBe(400)
    const html = shown(answer.body)
    expect(html).toContain('Elige de 1 a 5 estrellas.')
    expect(html).toContain('value="Sin estrellas"')
    expect(html).toContain('Olvidé calificar.')
  })

  it('saves the item page’s quick rating and comes back with its toast; a failure says so', async () => {
    const buyer = await buyerOf(pot.id, 'Karla Rápida')
    const rated = await app.inject({
      method: 'POST',
      url: `${potPage}/resena`,
      payload: 'intent=rating&rating=1',
      headers: { cookie: buyer, 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(rated.statusCode).toBe(302)
    expect(rated.headers.location).toBe(`${potPage}?resena=calificada#resenas`)
    const after = await page(`${potPage}?resena=calificada`, buyer)
    expect(after.html).toContain('La calificación se guardó correctamente.')
    // 18 + 1 over 5: 3.8.
    expect(after.html).toContain('Calificación: 3.8 de 5 (5 reseñas)')
    expect(after.html).toContain('aria-pressed="true"')
    const failed = await app.inject({
      method: 'POST',
      url: `${potPage}/resena`,
      payload: 'intent=rating&rating=9',
      headers: { cookie: buyer, 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(failed.headers.location).toBe(`${potPage}?resena=sin-calificar#resenas`)
    const error = await page(`${potPage}?resena=sin-calificar`, buyer)
    expect(error.html).toContain('Error al guardar la calificación, inténtalo más tarde.')
  })
})

describe('every review’s page', () => {
  it('lists the reviews newest first, ten a page, with the rating', async () => {
    const { status, html } = await page(`${potPage}/resenas`)
    expect(status).toBe(200)
    expect(html).toContain('Reseñas de «Olla de barro»')
    expect(html).toContain('Perfecta para frijoles')
    expect(html.indexOf('La mejor olla')).toBeLessThan(html.indexOf('Perfecta para frijoles'))
    const platform = await page(`/products/${pot.id}/resenas`)
    expect(platform.status).toBe(200)
    expect(platform.html).toContain('Perfecta para frijoles')
    expect((await page(`/rp-tienda/productos/${seller.id}/itm_nada/resenas`)).status).toBe(404)
  })
})
