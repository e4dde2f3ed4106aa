import { writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { expect, signIn, signUp, test, unique } from '../fixtures/accounts.ts'
import { hydrated } from './shell-helpers.ts'

/**
 * Issue 17 part C (decision 097): a seller whose shop is made like the demo's (standing in for
 * `admin@demo.test`, decision 033) closes the guided tour, fills the settings page (seeing each
 * refusal), creates a banner (a too-big image refused for 15 s first); a visitor sees it all after
 * reload; another shop's admin gets 404 on the settings and banner pages and calls.
 */
const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures')
const PHOTO = path.join(fixtures, 'foto-ambar.png')
const PHOTO_2 = path.join(fixtures, 'foto-verde.png')
const toasts = (page: Page) => page.getByRole('region', { name: 'Notificaciones' }).getByRole('listitem')
const save = (page: Page) => page.getByRole('button', { name: 'Guardar configuración' }).click()

test('a seller changes settings and banners, a visitor sees them, another admin gets 404', {
  tag: '@desktop',
}, async ({ page, browser, serverURL }) => {
  test.setTimeout(120_000)
  const { api, ...seller } = await signUp(serverURL, 'Vendedora Configura')
  const made = await api.post('/api/e2e/shops', {
    data: { slug: unique('config'), name: 'Tienda Configurada E2E', like: 'demo', tour: true },
  })
  expect(made.ok()).toBe(true)
  const { slug } = (await made.json()) as { slug: string }
  const { api: otherApi, ...otherSeller } = await signUp(serverURL, 'Vendedor Ajeno')
  const otherShop = await otherApi.post('/api/e2e/shops', {
    data: { slug: unique('ajena'), name: 'Tienda Ajena' },
  })
  expect(otherShop.ok()).toBe(true)
  const taken = `https://${unique('dominio')}.example.test`
  const { slug: otherSlug } = (await otherShop.json()) as { slug: string }
  expect(
    (
      await otherApi.patch(`/api/v1/shops/${otherSlug}/settings`, { data: { canonical_url: taken } })
    ).status(),
  ).toBe(200)

  // The guided tour greets the new admin once; skipped, it stays away after a reload.
  await signIn(page, seller)
  await page.goto(`/${slug}`)
  await hydrated(page)
  const tour = page.getByRole('region', { name: 'Recorrido guiado' })
  await expect(tour).toBeVisible()
  await tour.getByRole('button', { name: 'Siguiente' }).click()
  await expect(tour).toContainText('Paso 2 de 3')
  await tour.getByRole('button', { name: 'Omitir el recorrido' }).click()
  await expect(tour).toBeHidden()
  await expect
    .poll(async () => (await api.get(`/api/v1/shops/${slug}/setup-apps`)).json())
    .toEqual({
      show_tour: false,
    })
  await page.reload()
  await hydrated(page)
  await expect(page.getByRole('region', { name: 'Recorrido guiado' })).toBeHidden()

  // The preferences icon opens the settings with the custom-shop toggles.
  await page.getByRole('link', { name: 'Configuración de la tienda' }).first().click()
  await expect(page).toHaveURL(new RegExp(`/${slug}/admin/configuracion\\?showCustomShopToggle=true`))
  await expect(page.getByRole('heading', { name: 'Configuración de la tienda' })).toBeVisible()

  // Each refusal shows under its field, and what was typed stays.
  const refusals: [string, string, string][] = [
    ['Correo de contacto', 'no-es-correo', 'Ingresa un correo válido.'],
    ['Teléfono de contacto', '12ab', 'El formato no es válido.'],
    ['Píxel de Facebook (Meta)', 'pixel', 'El formato no es válido.'],
    ['Ayuda para usuarios', 'javascript:alert(1)', 'El formato no es válido.'],
    ['Dominio propio', 'https://tienda.example.test/pagina', 'El formato no es válido.'],
  ]
  for (const [label, value, message] of refusals) {
    await page.getByLabel(label, { exact: true }).fill(value)
    await save(page)
    const field = page.getByLabel(label, { exact: true })
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.()]/g, '\\$&')))
    await expect(page.getByText('Revisa los campos marcados.')).toBeVisible()
    await field.fill('')
  }
  await page.getByLabel('Dominio propio', { exact: true }).fill(taken)
  await save(page)
  await expect(page.getByText('Esa dirección ya la usa otra tienda.', { exact: true })).toBeVisible()
  await page.getByLabel('Dominio propio', { exact: true }).fill('')

  // Valid settings.
  await page.getByLabel('Correo de contacto', { exact: true }).fill('hola@configurada.example.test')
  await page.getByLabel('Código de país de WhatsApp', { exact: true }).fill('52')
  await page.getByLabel('WhatsApp', { exact: true }).fill('5512341234')
  await page.getByLabel('Descripción para buscadores').fill('Sombreros de palma tejidos a mano.')
  await page.getByLabel('Ayuda para usuarios', { exact: true }).fill('https://ayuda.configurada.example.test')
  await page.getByLabel('Estilo del pie de página').selectOption('3cols1col')
  await page.getByLabel('Acerca de').fill('Tejemos sombreros desde 1990.\n\nCada pieza es única.')
  await page.getByLabel('Servicios').uncheck()
  await save(page)
  await expect(toasts(page).filter({ hasText: 'Configuración guardada' })).toBeVisible()

  // Banners: a too-big image is refused at once with the spec's words; then a banner is created.
  await page.goto(`/${slug}/admin/banners`)
  await hydrated(page)
  const big = path.join(os.tmpdir(), `${unique('grande')}.png`)
  writeFileSync(big, Buffer.alloc(4_000_001))
  await page.getByLabel('Imagen horizontal (pantallas anchas)').setInputFiles(big)
  const rejected = toasts(page).filter({
    hasText: 'El tamaño de archivo de la imagen sobrepasa el máximo permitido (4MB)',
  })
  await expect(rejected).toBeVisible()
  await expect(rejected).toContainText('Imagen rechazada')
  const form = page.locator('section').filter({ hasText: 'Nuevo banner' })
  await form.getByLabel('Imagen horizontal (pantallas anchas)').setInputFiles(PHOTO)
  await form.getByLabel('Imagen vertical (teléfonos)').setInputFiles(PHOTO_2)
  await form.getByLabel('Al tocar el banner').selectOption('url')
  await form.getByLabel('Enlace o ruta del producto').fill('ftp://mal.example.test')
  await form.getByRole('button', { name: 'Crear banner' }).click()
  await expect(page.getByText('El formato no es válido.')).toBeVisible()
  await expect(toasts(page).filter({ hasText: 'Ocurrió un error' })).toBeVisible()
  const again = page.locator('section').filter({ hasText: 'Nuevo banner' })
  await again.getByLabel('Imagen horizontal (pantallas anchas)').setInputFiles(PHOTO)
  await again.getByLabel('Imagen vertical (teléfonos)').setInputFiles(PHOTO_2)
  await again.getByLabel('Enlace o ruta del producto').fill('https://promo.example.test/verano')
  await again.getByRole('button', { name: 'Crear banner' }).click()
  const created = toasts(page).filter({ hasText: 'Se creó el banner correctamente' })
  await expect(created).toBeVisible()
  await expect(created).toContainText('Exito')
  const banners = (await (await api.get(`/api/v1/shops/${slug}/banners`)).json()) as {
    results: { id: string; hzt_image: string }[]
  }
  const mine = banners.results.at(-1)!

  // A visitor sees what was saved after reload.
  const visitor = await browser.newPage()
  await visitor.goto(`${serverURL}/${slug}`)
  await expect(visitor.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'Sombreros de palma tejidos a mano.',
  )
  const footer = visitor.getByRole('contentinfo')
  await expect(footer.getByRole('link', { name: /Centro de ayuda|Ayuda/ })).toHaveAttribute(
    'href',
    'https://ayuda.configurada.example.test',
  )
  await expect(
    visitor.locator(`img[src="${mine.hzt_image}"], source[srcset="${mine.hzt_image}"]`).first(),
  ).toBeAttached()
  await expect(
    visitor.getByRole('navigation').getByRole('link', { name: 'Servicios', exact: true }),
  ).toHaveCount(0)
  await footer.getByRole('link', { name: 'Acerca de' }).click()
  await expect(visitor.getByText('Tejemos sombreros desde 1990.')).toBeVisible()
  await expect(visitor.getByText('Cada pieza es única.')).toBeVisible()
  await visitor.goto(`${serverURL}/${slug}/contacto`)
  await expect(visitor.getByText('hola@configurada.example.test')).toBeVisible()
  await visitor.close()

  // The banner is deleted from the editor.
  await page.goto(`/${slug}/admin/banners`)
  await page.getByRole('button', { name: 'Borrar banner' }).last().click()
  await expect(toasts(page).filter({ hasText: 'Se borró el banner correctamente' })).toBeVisible()

  // Another shop's admin: 404 on the pages and the calls, nothing changed.
  const other = await browser.newContext({ baseURL: serverURL })
  await other.addCookies(otherSeller.state.cookies)
  const otherPage = await other.newPage()
  for (const url of [`/${slug}/admin/configuracion`, `/${slug}/admin/banners`]) {
    const response = await otherPage.goto(url)
    expect(response?.status()).toBe(404)
  }
  const patch = await otherApi.patch(`/api/v1/shops/${slug}/settings`, {
    data: { contact_email: 'x@x.test' },
  })
  expect(patch.status()).toBe(404)
  const del = await otherApi.delete(`/api/v1/shops/${slug}/banners/${banners.results[0]?.id ?? 'x'}`)
  expect(del.status()).toBe(404)
  const settings = await (await api.get(`/api/v1/shops/${slug}/settings`)).json()
  expect(settings.contact_email).toBe('hola@configurada.example.test')
  await other.close()
  await api.dispose()
  await otherApi.dispose()
})
