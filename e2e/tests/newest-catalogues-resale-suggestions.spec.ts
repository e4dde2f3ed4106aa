import { request } from '@playwright/test'
import { createItem, demoSession, expect, signIn, test, unique } from '../fixtures/accounts.ts'
import { hydrated } from './shell-helpers.ts'

/**
 * Decision 075 (001 §9): the item page's catalogue dropdown lists the shop's catalogues newest
 * change first, and the reseller's search field offers item names to resell as one types.
 */

test('the item page’s catalogue dropdown shows the catalogue changed last first', {
  tag: '@desktop',
}, async ({ page, owner, serverURL }) => {
  const tag = unique('nw').slice(-6)
  const name = `Molcajete ${tag}`
  const { id } = await createItem(serverURL, owner, { name, list_price: 30_000 })
  const api = await request.newContext({ baseURL: serverURL, storageState: owner.state })
  const shop = owner.shop.slug
  const made = []
  for (const catalogue of [`Primero ${tag}`, `Segundo ${tag}`]) {
    const answer = await api.post(`/api/v1/shops/${shop}/catalogues`, { data: { name: catalogue } })
    expect(answer.status()).toBe(201)
    made.push((await answer.json()) as { id: string })
  }
  // 'Primero' is first in the shop's order; renaming it makes it the newest change.
  const renamed = await api.patch(`/api/v1/shops/${shop}/catalogues/${made[0]!.id}`, {
    data: { name: `Primero renombrado ${tag}` },
  })
  expect(renamed.status()).toBe(200)
  const item = (await (await api.get(`/api/v1/shops/${shop}/items/${id}`)).json()) as { owner_id: string }

  await signIn(page, owner)
  await page.goto(`/${shop}/productos/${item.owner_id}/${id}`)
  await hydrated(page)
  const control = page.getByRole('region', { name: 'Agregar a un catálogo' })
  await control.getByRole('link', { name: `Agregar ${name} a un catálogo` }).click()
  const picks = control.locator('#item-catalogues-panel').getByRole('button', { name: /^Agregar a «/ })
  await expect(picks.first()).toHaveText(`Agregar a «Primero renombrado ${tag}»`)
  await expect(picks.nth(1)).toHaveText(`Agregar a «Segundo ${tag}»`)
  await api.dispose()
})

test('Rita’s search field suggests items to resell and narrows them as she types', {
  tag: '@desktop',
}, async ({ page, serverURL }) => {
  await page.context().addCookies((await demoSession(serverURL, 'revendedor@demo.test')).cookies)
  await page.goto('/apps/me/referral')
  // With its datalist the search field is a combobox to assistive technology.
  const field = page.getByRole('combobox', { name: 'Buscar por nombre, descripción o etiquetas' })
  await expect(field).toHaveAttribute('list', 'resale-suggestions')
  const suggested = page.locator('#resale-suggestions option')
  const values = () => suggested.evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))
  await expect(page.locator('#resale-suggestions option[value="Café de Chiapas"]')).toHaveCount(1)
  // The largest margin first, 10 at most (the demo's mesa leads Rita's list).
  expect((await values())[0]).toBe('Mesa de centro de mezquite')
  expect((await values()).length).toBeLessThanOrEqual(10)

  await field.fill('café')
  await page.getByRole('button', { name: 'Filtrar' }).click()
  await expect(page).toHaveURL(/text=caf/)
  await expect(page.locator('#resale-suggestions option[value="Café de Chiapas"]')).toHaveCount(1)
  expect(await values()).not.toContain('Mesa de centro de mezquite')
})
