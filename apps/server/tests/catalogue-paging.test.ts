import { describe, expect, it } from 'vitest'
import { createCatalogue } from './factories/catalogues.ts'
import { createShop } from './factories/shops.ts'
import { createUser } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/** /catalogos pages through all of a shop's catalogues, 10 at a time (001 §7 shop catalogues, §9 shop lists 10). */
const { app, database } = await createTestApp({ web: true })
const db = database.db
const owner = await createUser(db, { email: 'muchos-catalogos@example.test' })
const shop = await createShop(db, owner.id, { slug: 'muchos-catalogos', name: 'Muchos Catálogos' })
const slugs = Array.from({ length: 23 }, (_, i) => `cat-${String(i + 1).padStart(2, '0')}`)
for (const [i, slug] of slugs.entries()) {
  await createCatalogue(db, shop.id, { slug, name: `Colección ${i + 1}`, position: i + 1 })
}

const shown = (html: string) => html.replace(/<script[^>]*>[\s\S]*?<\/script>/g, '')
/** The catalogue cards of a page, in order, leaving out the catalogue strip above every shop page (decision 038). */
const withoutStrip = (html: string) => html.replace(/<nav[^>]*class="catalogue-strip"[\s\S]*?<\/nav>/g, '')
const cards = (html: string) =>
  [...withoutStrip(html).matchAll(/href="\/muchos-catalogos\/catalogos\/(cat-\d+)"/g)].map(
    (match) => match[1]!,
  )
const pageLinks = (html: string) => ({
  previous: html.match(/<a[^>]*href="([^"]*)"[^>]*>Anterior<\/a>/)?.[1] ?? null,
  next: html.match(/<a[^>]*href="([^"]*)"[^>]*>Siguiente<\/a>/)?.[1] ?? null,
})

describe('/catalogos with more than 10 catalogues', () => {
  it('pages through every catalogue 10 at a time with previous/next links that work without JavaScript', async () => {
    const first = await app.inject('/muchos-catalogos/catalogos')
    expect(first.statusCode).toBe(200)
    const html1 = shown(first.body)
    expect(cards(html1)).toEqual(slugs.slice(0, 10))
    expect(pageLinks(html1)).toEqual({ previous: null, next: '/muchos-catalogos/catalogos?page=2' })

    // Following the links as a browser without JavaScript would.
    const second = await app.inject(pageLinks(html1).next!)
    expect(second.statusCode).toBe(200)
    const html2 = shown(second.body)
    expect(cards(html2)).toEqual(slugs.slice(10, 20))
    expect(pageLinks(html2)).toEqual({
      previous: '/muchos-catalogos/catalogos?page=1',
      next: '/muchos-catalogos/catalogos?page=3',
    })

    const third = shown((await app.inject(pageLinks(html2).next!)).body)
    expect(cards(third)).toEqual(slugs.slice(20))
    expect(pageLinks(third)).toEqual({ previous: '/muchos-catalogos/catalogos?page=2', next: null })
  })

  it('answers a page past the last one with 404, and a page that is not a number with the first', async () => {
    const past = await app.inject('/muchos-catalogos/catalogos?page=4')
    expect(past.statusCode).toBe(404)
    expect(shown(past.body)).toContain('Página no encontrada')
    const odd = await app.inject('/muchos-catalogos/catalogos?page=dos')
    expect(odd.statusCode).toBe(200)
    expect(cards(shown(odd.body))).toEqual(slugs.slice(0, 10))
  })
})
