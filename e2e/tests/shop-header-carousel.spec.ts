import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { expect, signIn, signUp, test, unique } from '../fixtures/accounts.ts'
import { hydrated } from './shell-helpers.ts'

/**
 * Issue 17 part B (decision 096; 001 §2, §4, §5, §8): a shop admin edits the shop's header list
 * and carousel from the home's edit buttons: adds, edits and deletes a header and a slide, sees
 * the toasts and the validation messages, and a visitor sees the header and the carousel after a
 * reload. The seller is made for this journey, with a shop made like the demo shop (decision 033:
 * journeys do not sign in as admin@demo.test; this seller stands in for it).
 */
const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures')
const PHOTO = path.join(fixtures, 'foto-ambar.png')
const PHOTO_2 = path.join(fixtures, 'foto-verde.png')
/** A text file named .png: the API refuses it by its content. */
const NOT_AN_IMAGE = path.join(fixtures, 'no-es-imagen.png')
const toasts = (page: Page) => page.getByRole('region', { name: 'Notificaciones' }).getByRole('listitem')

test('a shop admin adds, edits and deletes a header and a slide; a visitor sees them', {
  tag: '@desktop',
}, async ({ page, browser, serverURL }) => {
  test.setTimeout(120_000)
  const { api, ...seller } = await signUp(serverURL, 'Vendedora Encabezados')
  const made = await api.post('/api/e2e/shops', {
    data: { slug: unique('encabezados'), name: 'Tienda Encabezados E2E', like: 'demo' },
  })
  expect(made.ok()).toBe(true)
  const { slug } = (await made.json()) as { slug: string }
  await api.dispose()
  const home = `/${slug}`

  // A visitor sees no edit buttons.
  await page.goto(home)
  await expect(page.getByRole('heading', { name: 'Bienvenido a Tienda Demo' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Editar header' })).toHaveCount(0)

  // The admin opens the header editor from the home: the demo's header is in the list.
  await signIn(page, seller)
  await page.goto(home)
  await page.getByRole('link', { name: 'Editar header' }).click()
  await expect(page).toHaveURL(new RegExp(`${home}/admin/encabezados$`))
  await expect(page.getByTestId('header-count')).toHaveText('1 headers')
  await expect(page.getByText('Bienvenido a Tienda Demo')).toBeVisible()

  // Add: a link action without its link is refused with the field's message and an error toast.
  await page.getByRole('link', { name: 'Agregar header' }).click()
  await hydrated(page)
  const title = 'Ofertas de invierno'
  await page.getByLabel('Título', { exact: true }).fill(title)
  await page.getByLabel('Subtítulo (opcional)').fill('Hasta 30% menos')
  await page.getByLabel('Acción del botón').selectOption('url')
  await page.getByLabel('Texto del botón').fill('Ver ofertas')
  await page.getByRole('button', { name: 'Guardar' }).click()
  await expect(page.locator('#field-url-error')).toHaveText('Este campo es obligatorio.')
  await expect(toasts(page).first()).toBeVisible()
  await expect(page.getByLabel('Título', { exact: true })).toHaveValue(title)
  await page.getByLabel('Enlace', { exact: true }).fill('https://example.com/invierno')
  await page.getByRole('button', { name: 'Guardar' }).click()
  await expect(page).toHaveURL(new RegExp(`${home}/admin/encabezados$`))
  const created = toasts(page).filter({ hasText: 'Se creó el header correctamente' })
  await expect(created).toBeVisible()
  await expect(created).toContainText('Exito')
  await expect(page.getByTestId('header-count')).toHaveText('2 headers')

  // Edit it: the shop now shows it.
  await page.getByRole('link', { name: `Editar ${title}` }).click()
  await expect(page.getByLabel('Título', { exact: true })).toHaveValue(title)
  const edited = 'Ofertas de temporada'
  await page.getByLabel('Título', { exact: true }).fill(edited)
  await page.getByRole('button', { name: 'Guardar' }).click()
  await expect(toasts(page).filter({ hasText: 'Se actualizó el header correctamente' })).toBeVisible()
  await expect(page.getByText(edited)).toBeVisible()

  // Delete the demo's header: the count drops.
  await page.getByRole('button', { name: 'Borrar Bienvenido a Tienda Demo' }).click()
  await expect(toasts(page).filter({ hasText: 'Se borró el header correctamente' })).toBeVisible()
  await expect(page.getByTestId('header-count')).toHaveText('1 headers')

  // The carousel editor: the demo's two slides; switch to one column (links checked).
  await page.goto(home)
  await page.getByRole('link', { name: 'Editar carrusel' }).click()
  await expect(page).toHaveURL(new RegExp(`${home}/admin/carrusel$`))
  await expect(page.getByTestId('slide-count')).toHaveText('2 diapositivas')
  await page.getByLabel('1 columna').check()
  await page.getByRole('button', { name: 'Cambiar columnas' }).click()
  await expect(toasts(page).filter({ hasText: 'Se cambiaron las columnas del carrusel' })).toBeVisible()

  // Add a slide: a file that is no image is refused with the 15-second rejection toast.
  await page.getByRole('link', { name: 'Agregar diapositiva' }).click()
  await hydrated(page)
  await page.getByLabel('Imagen de escritorio').setInputFiles(PHOTO)
  await page.getByLabel('Imagen de celular').setInputFiles(NOT_AN_IMAGE)
  await page.getByRole('button', { name: 'Guardar' }).click()
  await expect(toasts(page).filter({ hasText: 'Imagen rechazada' })).toBeVisible()
  // Both images again, and a link that is none: 'Enlace inválido.'
  await page.getByLabel('Imagen de escritorio').setInputFiles(PHOTO)
  await page.getByLabel('Imagen de celular').setInputFiles(PHOTO_2)
  await page.getByLabel('Enlace', { exact: true }).fill('no es un enlace')
  await page.getByRole('button', { name: 'Guardar' }).click()
  await expect(page.locator('#field-url-error')).toHaveText('Enlace inválido.')
  // The images uploaded are kept; the link corrected.
  await expect(page.getByRole('img', { name: 'Imagen actual' })).toHaveCount(2)
  await page.getByLabel('Enlace', { exact: true }).fill('www.example.com/verano')
  await page.getByRole('button', { name: 'Guardar' }).click()
  await expect(page).toHaveURL(new RegExp(`${home}/admin/carrusel$`))
  await expect(toasts(page).filter({ hasText: 'Se creó la diapositiva correctamente' })).toBeVisible()
  await expect(page.getByTestId('slide-count')).toHaveText('3 diapositivas')
  await expect(page.getByText('https://www.example.com/verano')).toBeVisible()

  // Edit it (new tab), then delete the first demo slide.
  await page.getByRole('link', { name: 'Editar Diapositiva 3' }).click()
  await page.getByLabel('Abrir el enlace en una pestaña nueva').check()
  await page.getByRole('button', { name: 'Guardar' }).click()
  await expect(toasts(page).filter({ hasText: 'Se actualizó la diapositiva correctamente' })).toBeVisible()
  await page.getByRole('button', { name: 'Borrar Diapositiva 1' }).click()
  await expect(toasts(page).filter({ hasText: 'Se borró la diapositiva correctamente' })).toBeVisible()
  await expect(page.getByTestId('slide-count')).toHaveText('2 diapositivas')

  // A visitor, after a reload, sees the header saved and a carousel of two slides, the new one linking out.
  const visitor = await browser.newContext()
  const visitorPage = await visitor.newPage()
  await visitorPage.goto(home)
  await visitorPage.reload()
  await expect(visitorPage.getByRole('heading', { name: edited })).toBeVisible()
  await expect(visitorPage.getByRole('link', { name: 'Ver ofertas' })).toHaveAttribute(
    'href',
    'https://example.com/invierno',
  )
  const carousel = visitorPage.getByRole('region', { name: 'Promociones destacadas' })
  await expect(carousel.getByRole('button', { name: /Ir a la diapositiva/ })).toHaveCount(2)
  await expect(carousel.locator('a[href="https://www.example.com/verano"]')).toHaveAttribute(
    'target',
    '_blank',
  )
  await expect(visitorPage.getByRole('link', { name: 'Editar carrusel' })).toHaveCount(0)
  await visitor.close()
})
