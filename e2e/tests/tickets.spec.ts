import { readFileSync } from 'node:fs'
import { request } from '@playwright/test'
import { expect, signIn, signUp, test, unique } from '../fixtures/accounts.ts'
import { CARDS, fillCheckout, typeCard } from './checkout-helpers.ts'
import { hydrated } from './shell-helpers.ts'

/**
 * Tickets for experiences (issue 15's "a ticket bought, downloaded as PDF and scanned once at the
 * door"; decision 083): the worker's shop owner sells an experience; a customer buys a ticket with
 * its attendee's name in the checkout and a sandbox card, opens My tickets and downloads the
 * ticket's PDF; the owner's QR reader scans its code at `{shop}/admin/boletos` once, and the second
 * scan is refused with the time of the first.
 */
test('a ticket bought with its attendee, downloaded as PDF and scanned once at the door', {
  tag: '@desktop',
}, async ({ page, browser, owner, customer, serverURL }) => {
  test.setTimeout(120_000)
  const shop = owner.shop.slug
  const ownerApi = await request.newContext({ baseURL: serverURL, storageState: owner.state })
  expect((await ownerApi.post('/api/e2e/me/supplier')).status()).toBe(204)
  const name = unique('Taller de barro')
  const created = await ownerApi.post('/api/v1/me/items', {
    data: {
      type: 'experience',
      name,
      list_price: 35_000,
      list_state: 'published',
      experience_date: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      experience_available: 20,
      available: 20,
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const item = (await created.json()) as { id: string; owner_id: string }

  // The customer buys one ticket now and names who attends.
  await signIn(page, customer)
  await page.goto(
    `/${shop}/comprar-articulo/${encodeURIComponent(item.owner_id)}/${encodeURIComponent(item.id)}`,
  )
  await expect(page).toHaveURL(/[?&]compra=chk_/)
  await hydrated(page)
  const attendees = page.getByRole('region', { name: 'Asistentes' })
  await expect(attendees).toHaveAttribute('data-incomplete', 'true')
  await expect(attendees).toContainText('Revisa la información de los asistentes.')
  await fillCheckout(page, customer)
  await typeCard(page, CARDS.approved)
  // Payment stays disabled while the attendee is missing (002 §5).
  await expect(page.getByRole('button', { name: /^Pagar / }).last()).toBeDisabled()
  await attendees.getByLabel('Nombre completo').fill('Asistente E2E')
  await attendees.getByLabel('Tipo de boleto').selectOption({ label: 'Adulto' })
  await attendees.getByRole('button', { name: 'Guardar' }).click()
  await expect(attendees).not.toHaveAttribute('data-incomplete')
  await typeCard(page, CARDS.approved)
  await page
    .getByRole('button', { name: /^Pagar / })
    .last()
    .click()
  await expect(page).toHaveURL(new RegExp(`/${shop}/pagado/`), { timeout: 20_000 })

  // My tickets: its QR, its code, its PDF named for the ticket.
  await page.getByRole('link', { name: 'Ver mis boletos' }).click()
  await expect(page).toHaveURL(new RegExp(`/${shop}/mis-boletos$`))
  const ticket = page.getByRole('listitem', { name: `${name} · Asistente E2E` })
  await expect(ticket.getByRole('img', { name: /^Código QR del boleto / })).toBeVisible()
  await expect(ticket).toContainText('Válido')
  const code = (await ticket.locator('code').textContent())!.trim()
  expect(code).toMatch(/^[0-9A-Z]{5}(-[0-9A-Z]{5}){3}$/)
  const pdfLink = ticket.getByRole('link', { name: 'Descargar en PDF el boleto de Asistente E2E' })
  const ticketId = (await pdfLink.getAttribute('href'))!.match(/\/(tkt_[0-9a-z]+)\.pdf$/)![1]
  const [download] = await Promise.all([page.waitForEvent('download'), pdfLink.click()])
  expect(download.suggestedFilename()).toBe(`${ticketId}.pdf`)
  const pdf = readFileSync((await download.path())!)
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')

  // The owner's QR reader at the door: in once, then refused with the time of the first scan.
  const { api: readerApi, ...reader } = await signUp(serverURL, 'Taquilla E2E')
  const staff = await ownerApi.post(`/api/e2e/shops/${shop}/staff`, {
    data: { email: reader.email, role: 'qrreader' },
  })
  expect(staff.status(), await staff.text()).toBe(204)
  const door = await browser.newContext({ baseURL: serverURL, locale: 'es-MX', storageState: reader.state })
  const scanner = await door.newPage()
  await scanner.goto(`/${shop}/admin/boletos`)
  await expect(scanner.getByRole('heading', { name: 'Escanear boletos' })).toBeVisible()
  const field = scanner.getByLabel('Código del boleto')
  await expect(field).toBeFocused()
  // A reader types the code and an Enter.
  await field.fill(code.toLowerCase())
  await field.press('Enter')
  await expect(scanner.getByRole('status')).toContainText('Boleto válido: puede pasar.')
  await expect(scanner.getByRole('status')).toContainText('Asistente E2E · Adulto')
  await expect(field).toHaveValue('')
  await field.fill(code)
  await field.press('Enter')
  await expect(scanner.getByRole('alert')).toContainText(/Este boleto ya fue usado el .+\d{4}/)

  // The buyer's ticket now says it was used.
  await page.reload()
  await expect(ticket).toContainText('Usado el ')
  await door.close()
  await readerApi.dispose()
  await ownerApi.dispose()
})
