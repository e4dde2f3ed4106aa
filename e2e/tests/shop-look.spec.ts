import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { expect, signIn, signUp, test, unique } from '../fixtures/accounts.ts'
import { expectNoSeriousViolations, hydrated } from './shell-helpers.ts'

/**
 * Issue 17 part A (decision 095): a shop's admin edits its look in place — name and photo,
 * a palette and their own two colours, the home's columns and the adornment, the social networks
 * — and a visitor sees each change on reloading; each refusal shows its message on the field.
 * The seller and shop are this journey's own, made like the demo shop (decision 033): they stand
 * in for the admin@demo.test, whose shop other journeys read.
 */
const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures')
const PHOTO = path.join(fixtures, 'foto-ambar.png')
const NOT_AN_IMAGE = path.join(fixtures, 'no-es-imagen.png')
const section = (page: Page, name: string) => page.getByRole('region', { name })
/** The form of `part` was saved: the page came back at its part with 'Cambios guardados'. */
async function saved(page: Page, part: 'identity' | 'layout' | 'social') {
  await expect(page).toHaveURL(new RegExp(`#${part}$`))
  await expect(page.getByText('Cambios guardados').first()).toBeVisible()
}
const shell = (page: Page) => page.locator('[data-theme]').first()

test('an admin changes the shop’s name, photo, colours, columns, adornment and social links, and a visitor sees each', {
  tag: '@desktop',
}, async ({ page, browser, serverURL }) => {
  test.setTimeout(120_000)
  const tag = unique('m').slice(-6)
  const seller = await signUp(serverURL, `Vendedora ${tag}`)
  const opened = await seller.api.post('/api/e2e/shops', {
    data: { slug: unique('mirada'), name: `Tienda mirada ${tag}`, like: 'demo' },
  })
  expect(opened.ok(), await opened.text()).toBe(true)
  const shop = ((await opened.json()) as { slug: string }).slug
  await seller.api.dispose()

  // A visitor's first look, kept by the visitors' page cache: every change below must drop it.
  const visitorContext = await browser.newContext()
  const visitor = await visitorContext.newPage()
  /** The colours a visitor's fresh page carries (the shell's style). */
  const visitorColours = async () => {
    await visitor.reload()
    return shell(visitor).getAttribute('style')
  }
  await visitor.goto(`/${shop}`)
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`Tienda mirada ${tag}`)
  await expect(visitor.getByRole('link', { name: 'Editar tienda' })).toHaveCount(0)

  await signIn(page, seller)
  await page.goto(`/${shop}`)
  await expect(page.getByRole('link', { name: 'Editar fondo' })).toBeVisible()
  await page.getByRole('link', { name: 'Editar tienda' }).click()
  await expect(page).toHaveURL(new RegExp(`/${shop}/admin/tienda$`))
  await expect(page.getByRole('heading', { name: 'Editar tienda' })).toBeVisible()
  await hydrated(page)
  await expectNoSeriousViolations(page)

  // Name and photo: an empty name is refused, a file that is no image says the spec's message.
  const identity = section(page, 'Nombre y foto')
  await identity.getByLabel('Nombre de la tienda').fill('')
  await identity.getByRole('button', { name: 'Guardar nombre y foto' }).click()
  await expect(identity.getByText('Este campo es obligatorio.')).toBeVisible()
  await identity.getByLabel('Nombre de la tienda').fill(`Mirada Nueva ${tag}`)
  await identity.getByLabel('Foto de la tienda', { exact: true }).setInputFiles(NOT_AN_IMAGE)
  await identity.getByRole('button', { name: 'Guardar nombre y foto' }).click()
  await expect(
    identity.getByText('La foto no se pudo actualizar en este momento, intentelo mas tarde'),
  ).toBeVisible()
  await expect(identity.getByText('1000x1000 px (1000x400 px para rectángulo)')).toBeVisible()
  await identity.getByLabel('Nombre de la tienda').fill(`Mirada Nueva ${tag}`)
  await identity.getByLabel('Foto de la tienda', { exact: true }).setInputFiles(PHOTO)
  await identity.getByLabel('Forma de la foto').selectOption('cir')
  await identity.getByRole('button', { name: 'Guardar nombre y foto' }).click()
  await saved(page, 'identity')
  await visitor.reload()
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`Mirada Nueva ${tag}`)
  const logo = visitor.locator('header img').first()
  await expect(logo).toHaveAttribute('src', /^\/uploads\//)
  await expect(logo).toHaveClass(/rounded-full/)

  // A palette, sent 250 ms after the press with JavaScript: the page stays.
  await hydrated(page)
  const colours = section(page, 'Colores')
  await colours.getByRole('button', { name: 'Usar la paleta option 14' }).click()
  await expect(colours.getByTestId('colour-preview')).toHaveAttribute('data-colours', '#0f172a #94a3b8')
  await expect(colours.getByRole('button', { name: 'Usar la paleta option 14' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect.poll(visitorColours, { timeout: 10_000 }).toContain('--color1:#0f172a')
  // Sent by the page's script, not posted: no new page came back with 'Cambios guardados'.
  expect(page.url()).not.toContain('hecho=')

  // Their own two colours: the preview follows at once, the shop 250 ms after the last change.
  await colours.getByLabel('Primer color').fill('#123456')
  await colours.getByLabel('Segundo color').fill('#fedcba')
  await expect(colours.getByTestId('colour-preview')).toHaveAttribute('data-colours', '#123456 #fedcba')
  await expect.poll(visitorColours, { timeout: 10_000 }).toMatch(/--color1:#123456.*--color2:#fedcba/)

  // Layout: one column and the geometric circles.
  const layout = section(page, 'Diseño')
  await layout.getByLabel('1 columna').check()
  await layout.getByLabel('Círculos geométricos').check()
  await layout.getByRole('button', { name: 'Guardar diseño' }).click()
  await saved(page, 'layout')
  await visitor.reload()
  await expect(visitor.locator('[data-columns="1"]')).toHaveCount(1)
  await expect(shell(visitor)).toHaveClass(/adornment-geom-circle/)

  // Social networks: names only, discord a URL; then the right ones reach the visitor's social bar.
  const social = section(page, 'Redes sociales')
  await social.getByLabel('Instagram').fill('https://instagram.com/mirada')
  await social.getByLabel('Discord').fill('mi-servidor')
  await social.getByRole('button', { name: 'Guardar redes sociales' }).click()
  await expect(
    social.getByText('Escribe solo el nombre de usuario, sin enlace, espacios ni diagonales.'),
  ).toBeVisible()
  await expect(
    social.getByText('Escribe un enlace válido, por ejemplo https://discord.gg/tu-servidor.'),
  ).toBeVisible()
  await social.getByLabel('Instagram').fill(`mirada_${tag}`)
  await social.getByLabel('Discord').fill('https://discord.gg/mirada')
  await social.getByLabel('Facebook').fill('')
  await social.getByRole('button', { name: 'Guardar redes sociales' }).click()
  await saved(page, 'social')
  await visitor.reload()
  await expect(visitor.locator(`a[href="https://instagram.com/mirada_${tag}"]`).first()).toBeAttached()
  await expect(visitor.locator('a[href="https://discord.gg/mirada"]').first()).toBeAttached()
  await expect(visitor.locator('a[href^="https://facebook.com/"]')).toHaveCount(0)
  await visitorContext.close()
})
