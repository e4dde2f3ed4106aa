import { expect, test } from '@playwright/test'
import { demoSession } from '../fixtures/accounts.ts'
import { hydrated } from './shell-helpers.ts'

/**
 * Forking a catalogue (001 §4; decision 070): Rita, the demo's reseller, opens `demo`'s Temporada,
 * adds it to her shop, sees the 'forking' state, then the forked products and a success message,
 * and finds the catalogue with its products on her storefront.
 */
test('Rita forks a catalogue of demo and sees it with its products in her shop', { tag: '@desktop' }, async ({
  page,
  baseURL,
}) => {
  await page.context().addCookies((await demoSession(baseURL!, 'revendedor@demo.test')).cookies)
  await page.goto('/demo/catalogos/temporada')
  await hydrated(page)
  const forked = page.evaluate(
    () =>
      new Promise<{ added: number; catalogue: { slug: string } }>((resolve) =>
        document.addEventListener('FORK_CATALOGUE', (event) => resolve((event as CustomEvent).detail), {
          once: true,
        }),
      ),
  )
  await page
    .getByRole('button', { name: 'Agregar el catálogo Temporada con sus productos a mi tienda' })
    .click()
  await expect(page.getByText('Agregando el catálogo a tu tienda…')).toBeVisible()
  const detail = await forked
  expect(detail.catalogue.slug).toMatch(/^temporada/)
  // After the 3.5 s 'forking' state, the forked products and the success message.
  await expect(page.getByText(/El catálogo Temporada se agregó a tu tienda con 2 productos/)).toBeVisible({
    timeout: 10_000,
  })
  const status = page.getByRole('status').filter({ hasText: 'se agregó' })
  await expect(status.getByText('Canasta artesanal')).toBeVisible()
  await expect(status.getByText('Café de Chiapas')).toBeVisible()

  await status.getByRole('link', { name: 'Ver el catálogo en mi tienda' }).click()
  await expect(page).toHaveURL(new RegExp(`/tienda-afiliada/catalogos/${detail.catalogue.slug}$`))
  await expect(page.getByRole('heading', { name: 'Temporada' })).toBeVisible()
  // Her storefront lists the copy among her catalogues, and sells its products.
  await page.goto('/tienda-afiliada/catalogos')
  await expect(page.getByRole('main').getByText('Temporada').first()).toBeVisible()
  await page.goto('/tienda-afiliada/productos')
  await expect(page.getByText('Canasta artesanal').first()).toBeVisible()
  await expect(page.getByText('Café de Chiapas').first()).toBeVisible()
})
