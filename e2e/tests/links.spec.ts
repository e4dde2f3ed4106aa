import type { Page, TestInfo } from '@playwright/test'
import { type Account, expect, signIn } from '../fixtures/accounts.ts'
import { DEMO_SHOPS, test } from '../fixtures/roles.ts'
import { report, walkLinks } from './link-walk.ts'

/**
 * No dead ends (issue 11, decision 036): every internal link of the four demo shops and the
 * platform's pages answers, for each kind of person, with the menus of both screen sizes (the
 * desktop and phone projects). A link that answers 404 or 5xx (or a file that answers 400 or more)
 * is listed as `status  url  (found on page)`, all of them in one failure.
 */
const PLATFORM = ['/', '/marketplace', '/red-comercial', '/products', '/login', '/signup', '/recuperar']
const SHOP_HOMES = DEMO_SHOPS.map((slug) => `/${slug}`)

async function walkAs(
  page: Page,
  testInfo: TestInfo,
  starts: string[],
  shops: string[],
  person: Account | null,
) {
  const origin = String(testInfo.project.use.baseURL)
  const started = Date.now()
  const result = await walkLinks(
    page,
    starts.map((path) => new URL(path, origin).href),
    new Set(shops),
  )
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  testInfo.annotations.push({
    type: 'walked',
    description: `${result.pages} pages (${result.rendered} rendered), ${result.assets} files, ${result.capped} capped, ${seconds} s`,
  })
  // Walked something: a walk that found nothing would pass without checking anything.
  expect(result.pages).toBeGreaterThan(starts.length)
  if (person) await stillSignedIn(page, person)
  expect(report(result.broken, origin)).toEqual([])
}

/** The walk never ended the session (no GET logs out): the last pages were seen as this person. */
async function stillSignedIn(page: Page, account: Account) {
  const me = await page.context().request.get('/api/v1/me')
  expect(me.status()).toBe(200)
  expect((await me.json()).email).toBe(account.email)
}

test.describe('every internal link answers', () => {
  // Each walk is one test; the limit leaves room for a busy shared machine (decision 036).
  test.describe.configure({ timeout: 180_000 })

  test('for a visitor', async ({ page }, testInfo) => {
    await walkAs(page, testInfo, [...PLATFORM, ...SHOP_HOMES], [...DEMO_SHOPS], null)
  })

  test('for a customer', async ({ page, customer }, testInfo) => {
    await signIn(page, customer)
    await walkAs(page, testInfo, [...PLATFORM, ...SHOP_HOMES], [...DEMO_SHOPS], customer)
  })

  test('for a supplier', async ({ page, supplier }, testInfo) => {
    await signIn(page, supplier)
    await walkAs(page, testInfo, [...PLATFORM, ...SHOP_HOMES], [...DEMO_SHOPS], supplier)
  })

  test('for the staff of the demo shops', async ({ page, demoStaff }, testInfo) => {
    await signIn(page, demoStaff)
    await walkAs(page, testInfo, [...PLATFORM, ...SHOP_HOMES], [...DEMO_SHOPS], demoStaff)
  })

  test('for a shop owner', async ({ page, shopsOwner }, testInfo) => {
    await signIn(page, shopsOwner)
    const own = shopsOwner.shops.map((shop) => shop.slug)
    await walkAs(
      page,
      testInfo,
      [...PLATFORM, ...own.map((slug) => `/${slug}`), ...SHOP_HOMES],
      [...own, ...DEMO_SHOPS],
      shopsOwner,
    )
  })
})
