import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { items } from '../src/modules/items/items.tables.ts'
import { seedDemo } from '../src/seed/demo.ts'
import { createTestApp } from './helpers/test-app.ts'

/** The demo seed's items: written once however often it runs, and listed by the supplier's shop. */
const { app, database } = await createTestApp()
const db = database.db

describe('demo items', () => {
  it('seeds the supplier’s items once and shows them in franquicia-centro', async () => {
    await seedDemo(db)
    await seedDemo(db)
    const rows = await db.select({ slug: items.slug }).from(items)
    expect(rows.map((r) => r.slug).sort()).toEqual([
      'cafe-de-chiapas',
      'canasta-artesanal',
      'instalacion-de-paneles',
      'rebozo-de-algodon',
      'taller-de-barro',
    ])

    const products = await app.inject({ url: '/api/v1/shops/franquicia-centro/items' })
    expect(products.statusCode, products.body).toBe(200)
    const [canasta] = products.json().results
    expect(canasta).toMatchObject({
      name: 'Canasta artesanal',
      photos: ['/static/demo/mercado-vrt.svg', '/static/demo/ofertas-vrt.svg'],
      variants: { Tamaño: 'Mediana', Color: 'Natural' },
    })
    const services = await app.inject({ url: '/api/v1/shops/franquicia-centro/items?type=service' })
    expect(services.json().matches_estimated).toBe(1)
    const experiences = await app.inject({ url: '/api/v1/shops/franquicia-centro/items?type=experience' })
    expect(experiences.json().results[0]).toMatchObject({ name: 'Taller de barro', concluded: false })

    const [experience] = await db.select().from(items).where(eq(items.slug, 'taller-de-barro'))
    expect(experience!.experienceDate!.getTime()).toBeGreaterThan(Date.now() + 300 * 86_400_000)
  })

  it('finds the demo items with and without accents (decision 020)', async () => {
    await seedDemo(db)
    for (const [q, name] of [
      ['cafe', 'Café de Chiapas'],
      ['CAFÉ chiapas', 'Café de Chiapas'],
      ['artesania', 'Canasta artesanal'],
      ['algodon', 'Rebozo de algodón'],
      ['anil', 'Rebozo de algodón'],
      ['instalacion', 'Instalación de paneles'],
      ['barro', 'Taller de barro'],
    ]) {
      const response = await app.inject({ url: `/api/v1/items/search?q=${encodeURIComponent(q!)}` })
      expect(
        response.json().results.map((i: { name: string }) => i.name),
        q,
      ).toContain(name)
    }
    const suppliers = await app.inject({ url: '/api/v1/public/dssuppliers' })
    expect(suppliers.json().results.map((s: { name: string }) => s.name)).toHaveLength(1)
  })

  it('seeds demo’s catalogues once, in order', async () => {
    await seedDemo(db)
    const list = await app.inject({ url: '/api/v1/shops/demo/catalogues' })
    expect(list.json().results.map((c: { slug: string }) => c.slug)).toEqual([
      'cocina',
      'textiles',
      'regalos',
      'temporada',
      'jardin',
    ])
  })
})
