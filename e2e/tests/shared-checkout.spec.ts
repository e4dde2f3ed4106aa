import { request } from '@playwright/test'
import { expect, signIn, test, unique } from '../fixtures/accounts.ts'
import { buyableItem, continueAsGuestByEmail, SHOP } from './checkout-helpers.ts'
import { hydrated } from './shell-helpers.ts'

/**
 * The public shared checkout (002 §4; decision 054): a customer shares their checkout from its page
 * and copies the link; a visitor opens it, sees the items and buys them as a guest; another visitor
 * opens the demo's shared link (Carla's, whose vela costs more now) and signs in to buy. The
 * customer is a person the journey makes (decision 033); the guest's email is new on every run.
 */
test.describe('shared checkout', () => {
  test('a customer shares a checkout; a visitor opens the link and starts buying as a guest', async ({
    page,
    customer,
    serverURL,
  }) => {
    test.setTimeout(90_000)
    const api = await request.newContext({ baseURL: serverURL, storageState: customer.state })
    const item = await buyableItem(api)
    await api.dispose()

    // The customer's checkout of two units, from buy now; its page offers to share it.
    await signIn(page, customer)
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto(
      `/${SHOP}/comprar-articulo/${encodeURIComponent(item.owner_id)}/${encodeURIComponent(item.id)}?cantidad=2`,
    )
    await expect(page).toHaveURL(/[?&]compra=chk_/)
    await hydrated(page)
    const share = page.getByRole('region', { name: 'Compartir esta compra' })
    await share.getByRole('button', { name: 'Crear enlace para compartir' }).click()
    const field = share.getByLabel('Enlace de esta compra')
    // The link is made by the server on the press: a loaded machine can take more than 5 s.
    await expect(field).toHaveValue(new RegExp(`/${SHOP}/comprar/compartido/[\\w-]{16}$`), {
      timeout: 15_000,
    })
    await expect(share).toContainText('Vence el ')
    await share.getByRole('button', { name: 'Copiar enlace' }).click()
    await expect(share.getByRole('status')).toHaveText('Enlace copiado')
    const link = await field.inputValue()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link)

    // A visitor (no session) opens it: the items and the ways to buy, nothing of the customer.
    await page.context().clearCookies()
    await page.goto(new URL(link).pathname)
    await hydrated(page)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { name: 'Compra compartida' })).toBeVisible()
    await expect(main.getByRole('link', { name: item.name })).toBeVisible()
    await expect(main).toContainText('Cantidad: 2')
    await expect(main).not.toContainText(customer.email)
    await expect(main).not.toContainText(customer.name)
    await expect(main.getByRole('link', { name: 'Inicia sesión' })).toBeVisible()

    // As a guest: a code by email, then their own checkout of exactly those items.
    await main.getByRole('link', { name: 'Comprar como invitado' }).click()
    await expect(page).toHaveURL(new RegExp(`/${SHOP}/comprar/invitado\\?next=`))
    const email = `${unique('compartido')}@example.test`
    await continueAsGuestByEmail(main, email)
    await expect(page).toHaveURL(new RegExp(`/${SHOP}/comprar\\?compartido=[\\w-]{16}&compra=chk_`))
    await hydrated(page)
    await expect(page.getByRole('timer')).toContainText('Tiempo para completar la compra')
    await expect(main.getByText(item.name).first()).toBeVisible()
    // A guest has no account to share from.
    await expect(page.getByRole('region', { name: 'Compartir esta compra' })).toHaveCount(0)
  })

  test('a visitor opens the demo’s shared link, sees the moved price and signs in to buy', async ({
    page,
    customer,
  }) => {
    await page.goto(`/${SHOP}/comprar/compartido/regalo-de-carla`)
    await hydrated(page)
    const main = page.getByRole('main')
    await expect(page).toHaveTitle(/^Compra compartida \| /)
    await expect(main.getByRole('status')).toContainText('Algunos precios cambiaron')
    await expect(main.getByRole('status')).toContainText('antes $100.00, ahora $120.00')
    await expect(main.getByRole('link', { name: 'Molcajete de piedra' })).toBeVisible()
    await expect(main.getByRole('link', { name: 'Rebozo de algodón' })).toBeVisible()
    await expect(main).not.toContainText('cliente@demo.test')

    await main.getByRole('link', { name: 'Inicia sesión' }).click()
    await expect(page).toHaveURL(new RegExp(`/${SHOP}/login\\?next=`))
    await page.getByLabel(/Correo/i).fill(customer.email)
    await page.getByLabel(/Contraseña/i).fill(customer.password)
    await page.getByRole('button', { name: /Iniciar sesión|Entrar/ }).click()
    await expect(page).toHaveURL(new RegExp(`/${SHOP}/comprar\\?compartido=regalo-de-carla&compra=chk_`), {
      timeout: 20_000,
    })
    await hydrated(page)
    await expect(main.getByText('Molcajete de piedra').first()).toBeVisible()
    await expect(main.getByText('Rebozo de algodón').first()).toBeVisible()
  })

  test('an unknown link is a 404 page with the way back to the shop', async ({ page }) => {
    const response = await page.goto(`/${SHOP}/comprar/compartido/NoSuchLink000000`)
    expect(response?.status()).toBe(404)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { name: 'Enlace de compra no encontrado' })).toBeVisible()
    await main.getByRole('link', { name: 'Ir a la tienda' }).click()
    await expect(page).toHaveURL(new RegExp(`/${SHOP}$`))
  })
})
