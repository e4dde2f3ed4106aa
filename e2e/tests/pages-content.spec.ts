import { AxeBuilder } from '@axe-core/playwright'
import { type Page, request } from '@playwright/test'
import { expect, signIn, test, unique } from '../fixtures/accounts.ts'
import { hydrated } from './shell-helpers.ts'

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help}`)
}

/**
 * The banners come after the home's product grid (decision 069) and their images load lazily: a
 * banner has its size only once scrolled near, as a visitor would.
 */
async function scrollToBanners(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
}

test('a visitor sees the slides, the header and the banners for visitors and everybody', async ({ page }) => {
  await page.goto('/demo')
  await expect(page.getByRole('heading', { level: 2, name: 'Bienvenido a Tienda Demo' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Promociones destacadas' })).toBeVisible()
  await scrollToBanners(page)
  const signup = page.getByRole('link', { name: 'Regístrate y recibe ofertas' })
  await expect(signup).toBeVisible()
  await expect(page.getByRole('img', { name: 'Envío gratis desde $999' })).toBeVisible()
  await expect(page.getByRole('link', { name: /Vende en tu propia tienda/ })).toHaveCount(0)
  // Two slides: the dots move between them.
  await page.getByRole('button', { name: 'Ir a la diapositiva 2' }).click()
  await expect(page.getByRole('button', { name: 'Ir a la diapositiva 2' })).toHaveAttribute(
    'aria-current',
    'true',
  )
  expect(await seriousViolations(page)).toEqual([])
  await signup.click()
  await expect(page).toHaveURL(/\/demo\/signup$/)
})

test('a registered customer (ul0) sees their banner instead of the visitors’ one', async ({
  page,
  customer,
}) => {
  await signIn(page, customer)
  await page.goto('/demo')
  await scrollToBanners(page)
  const banner = page.getByRole('link', { name: /Vende en tu propia tienda/ })
  await expect(banner).toBeVisible()
  await expect(banner).toHaveAttribute('target', '_blank')
  await expect(banner).toHaveAttribute('rel', /noopener/)
  await expect(page.getByRole('img', { name: 'Envío gratis desde $999' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Regístrate y recibe ofertas' })).toHaveCount(0)
})

test('an enabled section shows its breadcrumb and empty state; a switched-off one is not found', async ({
  page,
}) => {
  // Tienda Afiliada sells no services (it resells two products since decision 069).
  const services = await page.goto('/tienda-afiliada/servicios')
  expect(services?.status()).toBe(200)
  const breadcrumb = page.getByRole('navigation', { name: 'Ruta de navegación' })
  await expect(breadcrumb.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/tienda-afiliada')
  await expect(breadcrumb.getByText('Servicios')).toHaveAttribute('aria-current', 'page')
  await expect(page.getByText('No se encontraron servicios')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  const franchises = await page.goto('/tienda-afiliada/franquicias')
  expect(franchises?.status()).toBe(404)
  await expect(page.getByText('Página no encontrada!')).toBeVisible()
})

test('the owner is asked to add a first catalogue; visitors are not', async ({ page, owner, serverURL }) => {
  // A new shop of hers: the catalogue journeys fill her first one.
  const api = await request.newContext({ baseURL: serverURL, storageState: owner.state })
  const made = await api.post('/api/e2e/shops', {
    data: { slug: unique('e2e'), name: 'Tienda sin catálogos E2E', like: 'demo' },
  })
  expect(made.ok(), await made.text()).toBe(true)
  const { slug } = (await made.json()) as { slug: string }
  await api.dispose()
  const catalogues = `/${slug}/catalogos`
  await page.goto(catalogues)
  await expect(page.getByText('Esta tienda todavía no tiene catálogos')).toBeVisible()
  await signIn(page, owner)
  await page.goto(catalogues)
  await expect(page.getByText('Agrega tu primer catálogo')).toBeVisible()
})

test('the home’s catalogue strip leads to a catalogue, and /catalogos lists them all', async ({ page }) => {
  await page.goto('/demo')
  const strip = page.getByRole('navigation', { name: 'Catálogos de la tienda' })
  await expect(strip.getByRole('link')).toHaveCount(5)
  await strip.getByRole('link', { name: 'Cocina' }).click()
  await expect(page).toHaveURL(/\/demo\/catalogos\/cocina$/)
  await expect(page.getByRole('heading', { name: 'Cocina' })).toBeVisible()
  await page.getByRole('link', { name: 'Volver a los catálogos' }).click()
  await expect(page.getByRole('main').getByRole('link', { name: 'Jardín' })).toBeVisible()
})

test('section pages answer on the sub-domain too, and navigate client-side from the breadcrumb', async ({
  page,
  baseURL,
}) => {
  const url = new URL(baseURL!)
  url.hostname = 'demo.localhost'
  url.pathname = '/servicios'
  const response = await page.goto(url.toString())
  expect(response?.status()).toBe(200)
  // The service Tienda Demo resells (decision 043).
  await expect(page.getByText('Instalación de paneles')).toBeVisible()
  await hydrated(page)
  await page
    .getByRole('navigation', { name: 'Ruta de navegación' })
    .getByRole('link', { name: 'Inicio' })
    .click()
  await expect(page).toHaveURL(/demo\.localhost:\d+\/$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Bienvenido a Tienda Demo' })).toBeVisible()
})
