import type { APIRequestContext, Page } from '@playwright/test'
import { demoSession, expect, signUp, test, unique } from '../fixtures/accounts.ts'

/**
 * Decision 077 (001 §9 'product search suggestions 10'): on /apps/me/referral the search field
 * suggests items to resell as Rita (the demo reseller) types, for the type she chose, and a
 * suggestion picked with the keyboard filters her list. Its code comes with her first press, not
 * with the page; without JavaScript the field keeps its datalist.
 */

const RITA = 'revendedor@demo.test'

/** A word of letters only that no other run has: it keeps the suggestions to this journey's items. */
const word = () =>
  unique('x')
    .slice(-6)
    .replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)]!)

/**
 * Four items a seller of this test's own offers for resale; 'Bordado' is a service, the others
 * products. Not the shared `owner`: the item-create quota (10 a minute) is per seller, and the
 * worker's other journeys create items as that owner too.
 */
async function offerItems(serverURL: string, tag: string) {
  const { api } = await signUp(serverURL, `Surtidora ${tag}`)
  const opened = await api.post('/api/e2e/shops', {
    data: { slug: unique('sugerencias'), name: `Tienda sugerencias ${tag}`, like: 'demo' },
  })
  expect(opened.ok(), await opened.text()).toBe(true)
  // Margins under the demo's smallest (Café de Chiapas, 30.00) and over the list's floor (10.00):
  // Rita's first page still shows the demo's five first, which the reseller journey reads.
  const offer = async (api: APIRequestContext, name: string, type: 'product' | 'service', margin: number) => {
    const response = await api.post('/api/v1/me/items', {
      data: {
        name,
        type,
        list_price: 50_000,
        available: 5,
        list_state: 'published',
        is_dropshipping: true,
        contribution_margin: margin,
      },
    })
    expect(response.status(), await response.text()).toBe(201)
  }
  await offer(api, `Bolsa ${tag}`, 'product', 2_900)
  await offer(api, `Bolígrafo ${tag}`, 'product', 2_800)
  await offer(api, `Botella ${tag}`, 'product', 2_700)
  await offer(api, `Bordado ${tag}`, 'service', 2_600)
  await api.dispose()
}

async function asRita(page: Page, serverURL: string) {
  await page.context().addCookies((await demoSession(serverURL, RITA)).cookies)
}

test('Rita’s search field suggests as she types, for her type, and Enter on a suggestion filters her list', {
  tag: '@desktop',
}, async ({ page, serverURL }) => {
  const tag = word()
  await offerItems(serverURL, tag)
  // The island hydrates against the server's HTML: React would say so on the console if it differed.
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  const islandCode: string[] = []
  page.on('request', (sent) => {
    if (/\/assets\/resale-search-field-[\w-]+\.js$/.test(sent.url())) islandCode.push(sent.url())
  })
  await asRita(page, serverURL)
  await page.goto('/apps/me/referral')
  await page.waitForLoadState('networkidle')
  // The page loaded without the combobox's code; it comes with her first press.
  expect(islandCode).toEqual([])

  await page.getByRole('combobox', { name: 'Tipo' }).selectOption({ label: 'Productos' })
  const field = page.getByRole('combobox', { name: 'Buscar por nombre, descripción o etiquetas' })
  await field.click()
  await expect(field).toHaveAttribute('aria-autocomplete', 'list')
  expect(islandCode).toHaveLength(1)

  const list = page.getByRole('listbox', { name: 'Sugerencias' })
  const suggested = async () => (await list.getByRole('option').allTextContents()).sort()
  await field.pressSequentially(`${tag} b`)
  // A one-letter word matches whole: nothing, and the list says so.
  await expect(field).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByText('Sin sugerencias')).toBeAttached()
  await field.press('o')
  // Her items whose word starts with 'bo', products only: the service 'Bordado' is left out.
  await expect.poll(suggested).toEqual([`Bolsa ${tag}`, `Bolígrafo ${tag}`, `Botella ${tag}`])
  await expect(field).toHaveAttribute('aria-expanded', 'true')
  await field.press('l')
  await expect.poll(suggested).toEqual([`Bolsa ${tag}`, `Bolígrafo ${tag}`])
  await field.press('s')
  await expect.poll(suggested).toEqual([`Bolsa ${tag}`])

  await field.press('ArrowDown')
  await expect(list.getByRole('option', { name: `Bolsa ${tag}` })).toHaveAttribute('aria-selected', 'true')
  await field.press('Enter')
  await expect(page).toHaveURL(/\/apps\/me\/referral\?text=Bolsa\+\w+&type=product/)
  await expect(field).toHaveValue(`Bolsa ${tag}`)
  const rows = page.getByRole('list', { name: 'Productos para revender' }).getByRole('listitem')
  await expect(rows).toHaveCount(1)
  await expect(rows.getByRole('link', { name: `Bolsa ${tag}` })).toBeVisible()
  expect(problems).toEqual([])
})

test('without JavaScript Rita’s search field offers its datalist and the form filters her list', {
  tag: '@desktop',
}, async ({ browser, serverURL }) => {
  const tag = word()
  await offerItems(serverURL, tag)
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await asRita(page, serverURL)
  await page.goto(`/apps/me/referral?text=${tag}`)
  const field = page.getByRole('combobox', { name: 'Buscar por nombre, descripción o etiquetas' })
  await expect(field).toHaveAttribute('list', 'resale-suggestions')
  const offered = await page
    .locator('#resale-suggestions option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))
  expect(offered).toEqual([`Bolsa ${tag}`, `Bolígrafo ${tag}`, `Botella ${tag}`, `Bordado ${tag}`])

  await field.fill(`${tag} bols`)
  await page.getByRole('button', { name: 'Filtrar' }).click()
  const rows = page.getByRole('list', { name: 'Productos para revender' }).getByRole('listitem')
  await expect(rows).toHaveCount(1)
  await expect(rows.getByRole('link', { name: `Bolsa ${tag}` })).toBeVisible()
  await context.close()
})
