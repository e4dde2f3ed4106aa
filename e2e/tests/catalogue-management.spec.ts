import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Page, request } from '@playwright/test'
import { expect, signIn, test, unique } from '../fixtures/accounts.ts'
import { hydrated } from './shell-helpers.ts'

/**
 * A shop owner manages the shop's catalogues (issue 14 part 1, decision 067; 000 §2, §4; 001 §5):
 * creates one with a photo, renames it (the old link still works), removes another from the store
 * and cancels, removes it for real and adds it back from the picker, deletes one and sees the
 * count drop.
 */
const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures')
const PHOTO = path.join(fixtures, 'foto-ambar.png')
/** A text file named .png: the API refuses it by its content. */
const NOT_AN_IMAGE = path.join(fixtures, 'no-es-imagen.png')
const toasts = (page: Page) => page.getByRole('region', { name: 'Notificaciones' }).getByRole('listitem')
const card = (page: Page, name: string) => page.getByRole('main').getByRole('link', { name, exact: true })
const count = (page: Page) => page.getByText(/^\d+ catálogos?$/)

test('an owner creates, renames, removes from the store and cancels, adds back and deletes catalogues', {
  tag: '@desktop',
}, async ({ page, owner, serverURL }) => {
  test.setTimeout(90_000)
  // A shop of the owner's own with one catalogue already in it.
  const api = await request.newContext({ baseURL: serverURL, storageState: owner.state })
  const made = await api.post('/api/e2e/shops', {
    // Named to sort after the owner's other shop: the side menu's 'Mi tienda' is the first by name.
    data: { slug: unique('gestion'), name: 'Tienda gestión E2E', like: 'demo' },
  })
  expect(made.ok()).toBe(true)
  const { slug } = (await made.json()) as { slug: string }
  const other = unique('Otro')
  expect((await api.post(`/api/v1/shops/${slug}/catalogues`, { data: { name: other } })).status()).toBe(201)
  await api.dispose()
  const list = `/${slug}/catalogos`

  await signIn(page, owner)
  await page.goto(list)
  await expect(count(page)).toHaveText('1 catálogo')

  // Create: a file that is no image is refused ('upload image error', nothing saved), then a photo.
  await page.getByRole('link', { name: 'Nuevo catálogo' }).click()
  await expect(page).toHaveURL(new RegExp(`${list}/nuevo$`))
  // The form's code first: a save pressed while it hydrates could come back to a form re-rendered empty.
  await hydrated(page)
  const name = unique('Mi catálogo')
  await page.getByLabel('Nombre *').fill(name)
  await page.getByLabel('Foto').setInputFiles(NOT_AN_IMAGE)
  await page.getByRole('button', { name: 'Guardar' }).click()
  const uploadError = toasts(page).filter({ hasText: 'upload image error' })
  await expect(uploadError).toBeVisible()
  await expect(uploadError).toContainText('Error')
  await expect(page).toHaveURL(new RegExp(`${list}/nuevo$`))
  await expect(page.getByLabel('Nombre *')).toHaveValue(name)
  await page.getByLabel('Foto').setInputFiles(PHOTO)
  await page.getByRole('button', { name: 'Guardar' }).click()
  await expect(page).toHaveURL(new RegExp(`${list}$`))
  await expect(count(page)).toHaveText('2 catálogos')
  await expect(card(page, name)).toBeVisible()
  await expect(card(page, name).locator('img')).toHaveAttribute('src', /\?v=[0-9a-z]{8}$/)
  const oldLink = await card(page, name).getAttribute('href')

  // Rename: the old link still opens it, with its new name.
  await page.getByRole('link', { name: `Editar el catálogo ${name}` }).click()
  await expect(page.getByLabel('Nombre *')).toHaveValue(name)
  const renamed = `${name} renombrado`
  await page.getByLabel('Nombre *').fill(renamed)
  await page.getByRole('button', { name: 'Guardar' }).click()
  await expect(card(page, renamed)).toBeVisible()
  await page.goto(oldLink!)
  await expect(page.getByRole('heading', { name: renamed })).toBeVisible()
  await page.goto(list)

  // Remove the other from the store, and cancel: it stays.
  await page.getByRole('button', { name: `Quitar el catálogo ${other} de la tienda` }).click()
  await page.mouse.move(1, 1)
  const removal = toasts(page).filter({ hasText: 'Catálogo quitado de la tienda' })
  await expect(removal).toBeVisible()
  await removal.getByRole('button', { name: 'Cancelar' }).click()
  await page.waitForTimeout(5_500)
  await page.reload()
  await expect(card(page, other)).toBeVisible()
  await expect(count(page)).toHaveText('2 catálogos')

  // Remove it for real: after 5 s it leaves the list, and the picker offers it again.
  await page.getByRole('button', { name: `Quitar el catálogo ${other} de la tienda` }).click()
  await page.mouse.move(1, 1)
  await expect(card(page, other)).toBeHidden({ timeout: 10_000 })
  await expect(count(page)).toHaveText('1 catálogo')
  await page.getByRole('button', { name: 'Agregar catálogos' }).click()
  const picker = page.getByRole('dialog', { name: 'Catálogos disponibles' })
  await expect(picker).toBeVisible()
  await picker.getByRole('button', { name: `Mostrar ${other} en la tienda` }).click()
  await expect(picker.getByText(other)).toBeHidden()
  await picker.getByRole('button', { name: 'Cerrar' }).click()
  await expect(card(page, other)).toBeVisible()
  await expect(count(page)).toHaveText('2 catálogos')

  // Delete the new one: after the 5 s undo window, a success toast and the count down.
  await page.getByRole('button', { name: `Eliminar el catálogo ${renamed}` }).click()
  await page.mouse.move(1, 1)
  await expect(toasts(page).filter({ hasText: 'Catálogo eliminado' })).toBeVisible({ timeout: 10_000 })
  await expect(card(page, renamed)).toBeHidden()
  await expect(count(page)).toHaveText('1 catálogo')
})
