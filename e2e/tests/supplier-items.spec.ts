import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { expect, type Owner, signIn, test } from '../fixtures/accounts.ts'
import { expectNoSeriousViolations, hydrated } from './shell-helpers.ts'

/**
 * The supplier's item pages (issue #4): /{shop}/apps/me/products and its forms, in the shop's frame.
 * The supplier is the worker's shop owner, who sells in their own shop.
 */
const fixture = (name: string) => path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures', name)
const listOf = (owner: Owner) => `/${owner.shop.slug}/apps/me/products`

/** Signs the supplier in and opens their shop. */
async function asSupplier(page: Page, owner: Owner) {
  await signIn(page, owner)
  await page.goto(`/${owner.shop.slug}`)
}
const REJECTED =
  'Imagen rechazada - El tamaño de archivo de la imagen sobrepasa el máximo permitido (4MB). Los formatos válidos son .jpeg, .png, .svg'

/** The row of the list for the item called `name`. */
const row = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) })

test('the supplier creates a product, a service and an experience, edits, hides and deletes them', async ({
  page,
  owner,
}, testInfo) => {
  const LIST = listOf(owner)
  const here = (rest: string) => new RegExp(`${LIST}${rest}`)
  // Both projects share one database: each works on its own names.
  const suffix = testInfo.project.name
  const product = `Jarrón azul ${suffix}`
  const service = `Reparación de sillas ${suffix}`
  const experience = `Cata de café ${suffix}`
  await asSupplier(page, owner)
  // The side menu leads a supplier to their items, inside the shop.
  await page.getByRole('button', { name: `Menú de ${owner.name}` }).click()
  await page.getByRole('link', { name: 'Mis productos' }).click()
  await expect(page).toHaveURL(new RegExp(`${LIST}$`))
  await expect(page.getByRole('heading', { name: 'Mis productos' })).toBeVisible()
  await expectNoSeriousViolations(page)

  // A product with two photos and two variants, published.
  await page.getByRole('link', { name: 'Nuevo producto' }).click()
  await expect(page).toHaveURL(here('/create$'))
  await hydrated(page)
  await page.getByLabel('Nombre', { exact: true }).fill(product)
  await page.getByLabel('Nueva foto 1').setInputFiles(fixture('foto-verde.png'))
  await page.getByLabel('Nueva foto 2').setInputFiles(fixture('foto-ambar.png'))
  await page.getByLabel('Precio', { exact: true }).fill('349.90')
  await page.getByLabel('Precio anterior (tachado)').fill('420')
  await page.getByLabel('Variante 1: nombre').fill('Color')
  await page.getByLabel('Variante 1: valor').fill('Azul')
  await page.getByRole('button', { name: 'Agregar variante' }).click()
  await expect(page.getByLabel('Variante 2: nombre')).toBeFocused()
  await page.getByLabel('Variante 2: nombre').fill('Tamaño')
  await page.getByLabel('Variante 2: valor').fill('Grande')
  await page.getByLabel('Publicado', { exact: true }).check()
  await expectNoSeriousViolations(page)
  await page.getByRole('button', { name: 'Crear', exact: true }).click()
  await expect(page).toHaveURL(here('\\?hecho=creado$'))
  await expect(page.getByRole('status')).toContainText('Se creó correctamente.')
  await expect(row(page, product)).toContainText('$349.90')
  await expect(row(page, product)).toContainText('Publicado')

  // Its edit page shows both photos, the first the main one, and both variants.
  await row(page, product)
    .getByRole('link', { name: /Editar/ })
    .click()
  await expect(page.getByRole('img', { name: 'Foto 1 de 2' })).toBeVisible()
  await expect(page.getByRole('img', { name: 'Foto 2 de 2' })).toBeVisible()
  await expect(page.getByLabel('Variante 2: valor')).toHaveValue('Grande')
  await expect(page.getByLabel('Precio', { exact: true })).toHaveValue('349.90')
  await page.getByRole('link', { name: 'Volver a mis productos' }).click()

  // A service sold on demand, left unpublished.
  await page.getByRole('link', { name: 'Nuevo servicio' }).click()
  await page.getByLabel('Nombre', { exact: true }).fill(service)
  await page.getByLabel('Precio', { exact: true }).fill('800')
  await page.getByLabel('Sobre pedido').check()
  await page.getByRole('button', { name: 'Crear', exact: true }).click()
  await expect(row(page, service)).toContainText('No publicado')

  // An experience with its date and places.
  await page.getByRole('link', { name: 'Nueva experiencia' }).click()
  await expect(page).toHaveURL(here('/experiences/create$'))
  await page.getByLabel('Nombre', { exact: true }).fill(experience)
  await page.getByLabel('Fecha y hora').fill('2030-05-10T18:00')
  await page.getByLabel('Lugares disponibles').fill('25')
  await page.getByLabel('Precio', { exact: true }).fill('250')
  await page.getByRole('button', { name: 'Crear', exact: true }).click()
  await expect(row(page, experience)).toContainText('Experiencia · $250.00')

  // Edit the service: a new name and price.
  await row(page, service)
    .getByRole('link', { name: /Editar/ })
    .click()
  await page.getByLabel('Nombre', { exact: true }).fill(`${service} y mesas`)
  await page.getByLabel('Precio', { exact: true }).fill('950.5')
  await page.getByRole('button', { name: 'Guardar cambios' }).click()
  await expect(page.getByRole('status')).toContainText('Los cambios se guardaron.')
  await expect(row(page, `${service} y mesas`)).toContainText('$950.50')

  // Hide the product.
  await row(page, product)
    .getByRole('button', { name: /Ocultar/ })
    .click()
  await expect(page.getByRole('status')).toContainText('Se ocultó')
  await expect(row(page, product)).toContainText('Oculto')
  await expect(row(page, product).getByRole('button', { name: /Mostrar/ })).toBeVisible()

  // Delete the experience, after confirming.
  await row(page, experience)
    .getByRole('link', { name: /Eliminar/ })
    .click()
  await expect(page.getByRole('heading', { name: `¿Eliminar «${experience}»?` })).toBeVisible()
  await expectNoSeriousViolations(page)
  await page.getByRole('button', { name: 'Sí, eliminar' }).click()
  await expect(page.getByRole('status')).toContainText('Se eliminó correctamente.')
  await expect(row(page, experience)).toHaveCount(0)

  // The list shows each one's state; the filter shows one kind.
  await expect(row(page, product)).toContainText('Publicado')
  await expect(row(page, product)).toContainText('Oculto')
  await expect(row(page, `${service} y mesas`)).toContainText('No publicado')
  await page
    .getByRole('navigation', { name: 'Filtrar por tipo' })
    .getByRole('link', { name: 'Servicios' })
    .click()
  await expect(page).toHaveURL(/\?type=service$/)
  await expect(row(page, `${service} y mesas`)).toBeVisible()
  await expect(row(page, product)).toHaveCount(0)
  await expectNoSeriousViolations(page)
})

test('a file that is not an image is refused with the spec’s message, and the form keeps its values', async ({
  page,
  owner,
}) => {
  await asSupplier(page, owner)
  await page.goto(`${listOf(owner)}/create`)
  await hydrated(page)
  // Refused as soon as it is chosen when its name says it is no image…
  await page.getByLabel('Nueva foto 1').setInputFiles({
    name: 'animacion.gif',
    mimeType: 'image/gif',
    buffer: Buffer.from('GIF89a'),
  })
  // …with the spec's words in a toast (000 §5, decision 037), the field still marked invalid.
  const toast = page.getByRole('region', { name: 'Notificaciones' }).getByRole('listitem')
  await expect(toast).toContainText('Imagen rechazada')
  await expect(toast).toContainText(REJECTED.split(' - ')[1]!)
  await expect(page.getByLabel('Nueva foto 1')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.locator('#field-new_photos-0-error')).toHaveText(REJECTED)
  // …and by the server when only its content gives it away.
  await page.getByLabel('Nombre', { exact: true }).fill('Foto dudosa')
  await page.getByLabel('Precio', { exact: true }).fill('10')
  await page.getByLabel('Nueva foto 2').setInputFiles(fixture('no-es-imagen.png'))
  await page.getByRole('button', { name: 'Crear', exact: true }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Revisa los datos marcados' })).toBeFocused()
  await expect(page.locator('#field-new_photos-1-error')).toHaveText(REJECTED)
  await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue('Foto dudosa')
  await expect(page.getByLabel('Precio', { exact: true })).toHaveValue('10')
  await expectNoSeriousViolations(page)
})

test('visitors are sent to log in first', async ({ page }) => {
  await page.goto('/demo/apps/me/products')
  await expect(page).toHaveURL(/\/demo\/login\?next=%2Fdemo%2Fapps%2Fme%2Fproducts$/)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the form still works by plain posts: uploads kept, main photo, variant rows, save', async ({
    page,
    owner,
  }, testInfo) => {
    const name = `Cuenco sin script ${testInfo.project.name}`
    await asSupplier(page, owner)
    await page.goto(`${listOf(owner)}/create`)
    await page.getByLabel('Nombre', { exact: true }).fill(name)
    await page.getByLabel('Precio', { exact: true }).fill('120')
    await page.getByLabel('Nueva foto 1').setInputFiles(fixture('foto-verde.png'))
    await page.getByLabel('Nueva foto 2').setInputFiles(fixture('foto-ambar.png'))
    await page.getByLabel('Variante 1: nombre').fill('Color')
    await page.getByLabel('Variante 1: valor').fill('Verde')
    // Adding a row posts the form: the photos are uploaded then, and nothing typed is lost.
    await page.getByRole('button', { name: 'Agregar variante' }).click()
    await expect(page.getByLabel('Variante 2: nombre')).toBeVisible()
    await expect(page.getByLabel('Variante 1: valor')).toHaveValue('Verde')
    await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue(name)
    const second = await page.getByRole('img', { name: 'Foto 2 de 2' }).getAttribute('src')
    await page.getByRole('button', { name: 'Hacer principal (foto 2)' }).click()
    await expect(page.getByRole('img', { name: 'Foto 1 de 2' })).toHaveAttribute('src', second ?? '')
    await page.getByLabel('Variante 2: nombre').fill('Tamaño')
    await page.getByLabel('Variante 2: valor').fill('Chico')
    await page.getByRole('button', { name: 'Crear', exact: true }).click()
    await expect(page).toHaveURL(/hecho=creado$/)
    await expect(row(page, name)).toContainText('$120.00')
    await expect(row(page, name).locator('img')).toHaveAttribute('src', second ?? '')
  })
})
