import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test'
import type { Account } from '../fixtures/accounts.ts'
import { smtpCode } from '../smtp-catcher.ts'

/**
 * What the checkout journeys share (checkout.spec.ts, guest-checkout.spec.ts): the demo shop, whose
 * suppliers are configured for card and store payments (decision 043), its sandbox cards (decision
 * 045), a buyable item, and filling the checkout page's steps (decision 049).
 */
export const SHOP = 'demo'
export const CARDS = {
  approved: '4242 4242 4242 4242',
  threeDs: '4000 0027 6000 3184',
  declined: '4000 0000 0000 0002',
}

export interface ListedItem {
  id: string
  owner_id: string
  name: string
  sold_out: boolean
  list_price: number | null
  /** Made to order (`ondemand`) never runs out; the public list says which. */
  stock_type?: string
}

/** The demo shop's items a checkout can be made of (a configured supplier, in stock, with a price). */
export async function buyableItem(api: APIRequestContext): Promise<ListedItem> {
  const response = await api.get(`/api/v1/shops/${SHOP}/items`, { params: { limit: 36 } })
  expect(response.ok(), await response.text()).toBe(true)
  const { results } = (await response.json()) as { results: ListedItem[] }
  for (const item of results.filter((i) => !i.sold_out && i.list_price !== null)) {
    const started = await api.post(`/api/v1/shops/${SHOP}/checkouts`, {
      data: { item: { item_id: item.id, quantity: 1 } },
    })
    if (started.status() === 201) return item
  }
  throw new Error('no buyable item in the demo shop')
}

/** Contact, a new address in Mexico City, and the first delivery option of every order. */
export async function fillCheckout(page: Page, customer: Pick<Account, 'email'>) {
  await fillContactAndAddress(page, customer)
  const delivery = page.getByRole('region', { name: 'Método de entrega' })
  for (const choose of await delivery.getByRole('button', { name: 'Elegir' }).all()) {
    const form = choose.locator('xpath=ancestor::form[1]')
    const branch = form.locator('select[name="agency_id"]')
    const first = form.getByRole('radio').first()
    await first.check()
    if ((await first.getAttribute('value'))?.startsWith('to_branch|')) await branch.selectOption({ index: 1 })
    await choose.click()
    await page.waitForLoadState('networkidle')
  }
  await expect(delivery).not.toHaveAttribute('data-incomplete')
}

/** The checkout's contact and a new address in Mexico City (the delivery options need it). */
export async function fillContactAndAddress(page: Page, customer: Pick<Account, 'email'>) {
  const contact = page.getByRole('region', { name: 'Contacto' })
  await contact.getByLabel('Correo electrónico').fill(customer.email)
  await contact.getByRole('button', { name: 'Guardar' }).click()
  await expect(contact).not.toHaveAttribute('data-incomplete')

  const address = page.getByRole('region', { name: 'Dirección de entrega' })
  const newOne = address.getByLabel('Nueva dirección')
  if (await newOne.count()) await newOne.check()
  await address.getByLabel('Nombre de quien recibe', { exact: true }).fill('Cliente E2E')
  await address.getByLabel('Teléfono', { exact: true }).fill('+52 55 1234 5678')
  await address.getByLabel('Calle', { exact: true }).fill('Av. Reforma')
  await address.getByLabel('Número', { exact: true }).fill('222')
  await address.getByLabel('Código postal', { exact: true }).fill('06600')
  await address.getByLabel('Ciudad', { exact: true }).fill('Ciudad de México')
  await address.getByLabel('Estado', { exact: true }).selectOption('CMX')
  await address.getByRole('button', { name: 'Guardar' }).click()
  await expect(address).not.toHaveAttribute('data-incomplete')
}

export async function typeCard(page: Page, number: string) {
  await page.getByLabel('Tarjeta de crédito o débito').check()
  await page.getByLabel('Número de tarjeta').fill(number)
  await page.getByLabel('Vencimiento (MM/AA)').fill('12/39')
  await page.getByLabel('CVC').fill('123')
  await page.getByLabel('Nombre en la tarjeta').fill('Cliente E2E')
}

/**
 * On the guest page (`comprar/invitado`): asks for a code by email, reads it from the mail the test
 * SMTP server received for that address (smtp-catcher.ts) and continues with it.
 */
export async function continueAsGuestByEmail(main: Locator, email: string) {
  await main.getByRole('radio', { name: 'Correo electrónico' }).check()
  await main.getByLabel('Correo o número de celular').fill(email)
  await main.getByRole('button', { name: 'Enviar código' }).click()
  await expect(main.getByLabel('Código de 6 dígitos')).toBeVisible()
  let code: string | undefined
  await expect
    .poll(
      () => {
        code = smtpCode(email)
        return code
      },
      { timeout: 20_000 },
    )
    .toMatch(/^\d{6}$/)
  await main.getByLabel('Código de 6 dígitos').fill(code!)
  await main.getByRole('button', { name: 'Continuar' }).click()
}
