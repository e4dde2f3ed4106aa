import { demoApi, expect, test } from '../fixtures/accounts.ts'

/**
 * Resale into a shop (001 §4; decision 069), as Rita, the demo's reseller, in her shared session:
 * she adds Proveedora's rebozo to her shop from its page, finds it on her shop's home, removes it
 * and undoes within the 5 s, then removes it for good.
 */
const RITA = 'revendedor@demo.test'
const REBOZO = 'Rebozo de algodón'

test('Rita adds an item to her shop from its page, sees it on her home, removes it, undoes, removes it', {
  tag: '@desktop',
}, async ({ page, serverURL }) => {
  test.setTimeout(60_000)
  const api = await demoApi(serverURL, RITA)
  const list = await (await api.get('/api/v1/shops/franquicia-centro/items?limit=50')).json()
  const rebozo = (list.results as { id: string; name: string }[]).find((item) => item.name === REBOZO)!
  const inStore = async () => (await (await api.get(`/api/v1/items/${rebozo.id}`)).json()).in_store
  // Another run's journey may have left it in her shop: start with it out.
  await api.delete(`/api/v1/shops/tienda-afiliada/resold-items/${rebozo.id}`)
  await page.context().addCookies((await api.storageState()).cookies)

  await page.goto(`/products/${rebozo.id}`)
  await page.getByRole('button', { name: `Agregar ${REBOZO} a tu tienda` }).click()
  await expect(page.getByText(`«${REBOZO}» se agregó a tu tienda.`, { exact: true })).toBeVisible()
  await expect(page.getByText('En tu tienda')).toBeVisible()
  expect(await inStore()).toBe(true)

  await page.goto('/tienda-afiliada')
  const grid = page.getByRole('region', { name: 'Productos de la tienda' })
  await expect(grid.getByRole('link', { name: REBOZO })).toBeVisible()
  const remove = grid.getByRole('button', { name: `Quitar ${REBOZO} de tu tienda` })
  await remove.click()
  await expect(
    page.getByText(`«${REBOZO}» se quitará de tu tienda en 5 segundos.`, { exact: true }),
  ).toBeVisible()
  await grid.getByRole('button', { name: `Deshacer: mantener ${REBOZO} en tu tienda` }).click()
  await expect(remove).toBeVisible()
  // Past the window, nothing was sent: it is still in her shop.
  await page.waitForTimeout(5_500)
  expect(await inStore()).toBe(true)

  await remove.click()
  await expect(page.getByText('El producto se quitó de tu tienda.', { exact: true })).toBeVisible({
    timeout: 10_000,
  })
  expect(await inStore()).toBe(false)
  await page.reload()
  await expect(grid.getByRole('link', { name: 'Canasta artesanal' })).toBeVisible()
  await expect(grid.getByRole('link', { name: REBOZO })).toHaveCount(0)
  await api.dispose()
})
