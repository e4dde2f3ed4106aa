import { AxeBuilder } from '@axe-core/playwright'
import { type APIRequestContext, type Locator, type Page, request } from '@playwright/test'
import { type Account, test as base, expect, type Owner, signIn, unique } from '../fixtures/accounts.ts'
import { expectNoSeriousViolations, hydrated } from './shell-helpers.ts'

/**
 * Issue 11 "Done when": toasts (decision 037) on their first real use, a shop admin deleting a
 * catalogue from the catalogue page (000 §4): the undo window undoes, without undo the catalogue
 * is gone after 5 s with a success toast, a failed deletion's error toast stays its 7 s, and screen
 * readers get every toast's text through the live regions the page had from the start.
 * The page's clock is Playwright's: the windows pass when the test says so.
 */

const T0 = new Date('2026-11-25T12:00:00Z')

/**
 * The owner, with a shop of this file's own as `shop`: the catalogue journeys add catalogues to the
 * owner's first shop, and `/catalogos` shows 10 a page, so a catalogue made here could land on page 2.
 */
const test = base.extend<object, { owner: Owner }>({
  owner: [
    async ({ owner, serverURL }, use) => {
      const api = await request.newContext({ baseURL: serverURL, storageState: owner.state })
      const made = await api.post('/api/e2e/shops', {
        data: { slug: unique('toasts'), name: 'Tienda toasts E2E', like: 'demo' },
      })
      expect(made.ok(), await made.text()).toBe(true)
      const shop = (await made.json()) as { slug: string; name: string }
      await api.dispose()
      await use({ ...owner, shop: { slug: shop.slug, name: shop.name } })
    },
    { scope: 'worker' },
  ],
})

async function ownerApi(serverURL: string, owner: Account): Promise<APIRequestContext> {
  return request.newContext({ baseURL: serverURL, storageState: owner.state })
}

/** A catalogue of the owner's shop, made through the API. */
async function makeCatalogue(api: APIRequestContext, owner: Owner, name: string) {
  const response = await api.post(`/api/v1/shops/${owner.shop.slug}/catalogues`, { data: { name } })
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()) as { id: string; slug: string; name: string }
}

/** The catalogue page with the clock installed, then stopped: time moves only when the test says. */
async function openCatalogues(page: Page, owner: Owner) {
  await page.clock.install({ time: T0 })
  await page.goto(`/${owner.shop.slug}/catalogos`)
  await hydrated(page)
  await page.clock.pauseAt(new Date(T0.getTime() + 60_000))
}

const toasts = (page: Page) => page.getByRole('region', { name: 'Notificaciones' }).getByRole('listitem')
const card = (page: Page, name: string) => page.getByRole('main').getByRole('link', { name, exact: true })

/** 'Eliminar' on the card, then the pointer away, so no toast is paused by hovering. */
async function startDeleting(page: Page, name: string) {
  await page.getByRole('button', { name: `Eliminar el catálogo ${name}` }).click()
  await page.mouse.move(1, 1)
}

/**
 * axe on the page with `toast` shown: axe needs running timers, so the clock runs meanwhile while
 * the pointer rests on the toast, which holds its time (WCAG 2.2.1); then the clock stops again.
 */
async function axeWithToast(page: Page, toast: Locator) {
  await toast.hover()
  await page.clock.resume()
  await expectNoSeriousViolations(page)
  const region = await new AxeBuilder({ page }).include('[aria-label="Notificaciones"]').analyze()
  expect(region.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([])
  const now = await page.evaluate(() => Date.now())
  await page.clock.pauseAt(new Date(now + 1000))
  await page.mouse.move(1, 1)
}

async function countShown(page: Page): Promise<number> {
  const text = (await page.getByText(/^\d+ catálogos?$/).textContent()) ?? ''
  return Number.parseInt(text, 10)
}

test('an undo window undoes: the catalogue stays, after the window and on reload', async ({
  page,
  owner,
  serverURL,
}) => {
  // Two axe runs on a busy machine.
  test.slow()
  const api = await ownerApi(serverURL, owner)
  const { name } = await makeCatalogue(api, owner, unique('Conservas'))
  await signIn(page, owner)
  await openCatalogues(page, owner)

  await startDeleting(page, name)
  const pending = toasts(page).filter({ hasText: 'Eliminando catálogo' })
  await expect(pending).toBeVisible()
  await expect(pending).toContainText(`«${name}» se eliminará en 5 segundos.`)
  await expect(page.getByText('Eliminando…')).toBeVisible()
  // Screen readers: the text went into the polite live region the page had from the start.
  await expect(page.locator('#toasts-polite')).toContainText(`Eliminando catálogo. «${name}» se eliminará`)
  await axeWithToast(page, pending)

  await page.clock.runFor(3000)
  await pending.getByRole('button', { name: 'Deshacer' }).click()
  await expect(pending).toBeHidden()
  await expect(page.getByText('Eliminando…')).toBeHidden()
  // Long past the window: nothing was deleted.
  await page.clock.runFor(10_000)
  await expect(card(page, name)).toBeVisible()
  await page.reload()
  await expect(card(page, name)).toBeVisible()
  const left = await api.get(`/api/v1/shops/${owner.shop.slug}/catalogues`, { params: { limit: 100 } })
  expect(((await left.json()) as { results: { name: string }[] }).results.map((c) => c.name)).toContain(name)
  await api.dispose()
})

test('without undo the catalogue is deleted after the window, with a success toast and the count down', async ({
  page,
  owner,
  serverURL,
}) => {
  const api = await ownerApi(serverURL, owner)
  const { name } = await makeCatalogue(api, owner, unique('Temporada'))
  await signIn(page, owner)
  await openCatalogues(page, owner)
  const before = await countShown(page)

  await startDeleting(page, name)
  await expect(toasts(page).filter({ hasText: 'Eliminando catálogo' })).toBeVisible()
  // Just before the window ends it is still there.
  await page.clock.runFor(4900)
  await expect(card(page, name)).toBeVisible()
  await page.clock.runFor(200)

  const done = toasts(page).filter({ hasText: 'Catálogo eliminado' })
  await expect(done).toBeVisible()
  await expect(page.locator('#toasts-polite')).toContainText('Catálogo eliminado')
  await expect(card(page, name)).toBeHidden()
  if (before > 1) {
    await expect(page.getByText(/^\d+ catálogos?$/)).toHaveText(
      before - 1 === 1 ? '1 catálogo' : `${before - 1} catálogos`,
    )
  } else {
    await expect(page.getByText('Agrega tu primer catálogo')).toBeVisible()
  }
  // The outcome left the address: a reload does not say it again, and the catalogue is gone.
  await expect(page).toHaveURL(new RegExp(`/${owner.shop.slug}/catalogos$`))
  await page.reload()
  await expect(card(page, name)).toBeHidden()
  await expect(page.getByRole('heading', { name: 'Catálogos' })).toBeVisible()
  await api.dispose()
})

test('a failed deletion shows an error toast for 7 s and clears the mark', async ({
  page,
  owner,
  serverURL,
}) => {
  test.slow()
  const api = await ownerApi(serverURL, owner)
  const catalogue = await makeCatalogue(api, owner, unique('Rebajas'))
  await signIn(page, owner)
  await openCatalogues(page, owner)

  await startDeleting(page, catalogue.name)
  await expect(toasts(page).filter({ hasText: 'Eliminando catálogo' })).toBeVisible()
  // Meanwhile someone else deletes it through the API: the page's deletion will fail.
  const gone = await api.delete(`/api/v1/shops/${owner.shop.slug}/catalogues/${catalogue.id}`)
  expect(gone.status()).toBe(204)
  await page.clock.runFor(5000)

  const failed = toasts(page).filter({ hasText: 'No se pudo eliminar el catálogo. Inténtalo más tarde.' })
  await expect(failed).toBeVisible()
  await expect(failed).toContainText('Error')
  // Errors are announced assertively.
  await expect(page.locator('#toasts-assertive')).toContainText('No se pudo eliminar el catálogo')
  await expect(page.getByText('Eliminando…')).toBeHidden()
  await axeWithToast(page, failed)

  await page.clock.runFor(6500)
  await expect(failed).toBeVisible()
  await page.clock.runFor(1000)
  await expect(failed).toBeHidden()
  await expect(page.locator('#toasts-assertive')).toBeEmpty()
  await api.dispose()
})

test('a toast closes with Escape and with its close button', async ({ page, owner, serverURL }) => {
  const api = await ownerApi(serverURL, owner)
  const { name } = await makeCatalogue(api, owner, unique('Regalos'))
  await signIn(page, owner)
  await openCatalogues(page, owner)

  await startDeleting(page, name)
  const pending = toasts(page).filter({ hasText: 'Eliminando catálogo' })
  await expect(pending).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(pending).toBeHidden()
  // Closing is not undoing: the card's own undo is still there, and it still undoes.
  await page.getByRole('button', { name: `Deshacer la eliminación de ${name}` }).click()
  await expect(page.getByRole('button', { name: `Eliminar el catálogo ${name}` })).toBeFocused()
  await page.clock.runFor(10_000)
  await expect(card(page, name)).toBeVisible()

  await startDeleting(page, name)
  await toasts(page)
    .filter({ hasText: 'Eliminando catálogo' })
    .getByRole('button', { name: 'Cerrar notificación' })
    .click()
  await expect(toasts(page)).toHaveCount(0)
  await page.getByRole('button', { name: `Deshacer la eliminación de ${name}` }).click()
  await page.clock.runFor(10_000)
  await page.reload()
  await expect(card(page, name)).toBeVisible()
  await api.dispose()
})

test('visitors and customers get no delete control, and its confirmation page is not found', async ({
  page,
  owner,
  customer,
  serverURL,
}) => {
  const api = await ownerApi(serverURL, owner)
  const { name, slug } = await makeCatalogue(api, owner, unique('Vitrina'))
  await page.goto(`/${owner.shop.slug}/catalogos`)
  await expect(card(page, name)).toBeVisible()
  await expect(page.getByRole('button', { name: /Eliminar el catálogo/ })).toHaveCount(0)
  await expect(page.getByRole('link', { name: /Eliminar el catálogo/ })).toHaveCount(0)
  const visitor = await page.goto(`/${owner.shop.slug}/catalogos/${slug}/eliminar`)
  expect(visitor?.status()).toBe(404)
  await signIn(page, customer)
  const signedIn = await page.goto(`/${owner.shop.slug}/catalogos/${slug}/eliminar`)
  expect(signedIn?.status()).toBe(404)
  await api.dispose()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('Eliminar leads to a confirmation, and the list then shows the success toast', async ({
    page,
    owner,
    serverURL,
  }) => {
    const api = await ownerApi(serverURL, owner)
    const { name } = await makeCatalogue(api, owner, unique('Sin script'))
    await signIn(page, owner)
    await page.goto(`/${owner.shop.slug}/catalogos`)
    await page.getByRole('link', { name: `Eliminar el catálogo ${name}` }).click()
    await expect(page.getByRole('heading', { name: `¿Eliminar el catálogo «${name}»?` })).toBeVisible()
    await page.getByRole('button', { name: 'Eliminar catálogo' }).click()
    await expect(page).toHaveURL(new RegExp(`/${owner.shop.slug}/catalogos\\?hecho=eliminado$`))
    await expect(page.getByText('Catálogo eliminado')).toBeVisible()
    await expect(card(page, name)).toBeHidden()
    // Its close link is the list without the mark.
    await page.getByRole('link', { name: 'Cerrar notificación' }).click()
    await expect(page).toHaveURL(new RegExp(`/${owner.shop.slug}/catalogos$`))
    await expect(page.getByText('Catálogo eliminado')).toBeHidden()
    await api.dispose()
  })
})
