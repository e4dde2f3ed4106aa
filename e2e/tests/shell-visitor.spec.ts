import { expect, test } from '@playwright/test'
import { hydrated, openSectionMenu } from './shell-helpers.ts'

test.describe('the storefront frame for a visitor', () => {
  test('navbar: logo, name, the cart link with its count and the login links (in a menu on phones)', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/demo')
    const home = page.getByRole('banner').getByRole('link', { name: 'Tienda Demo' })
    await expect(home).toHaveAttribute('href', '/demo')
    const logo = home.locator('img')
    await expect(logo).toHaveAttribute('width', '35')
    await expect(logo).toHaveAttribute('height', '35')
    // The cart (decision 044): a link to the cart page, the count from the browser's local cart.
    const cart = page.getByRole('link', { name: /^Carrito/ })
    await expect(cart).toHaveAttribute('href', '/demo/carrito')
    await expect(cart).toHaveAccessibleName('Carrito: 0 artículos')
    const login = page.getByRole('link', { name: 'Iniciar sesión' })
    if (isMobile) {
      await expect(login).toBeHidden()
      await page.getByRole('button', { name: 'Acceder' }).click()
    }
    await expect(login).toBeVisible()
    await expect(login).toHaveAttribute('href', '/demo/login')
    await expect(page.getByRole('link', { name: 'Registrarse' })).toHaveAttribute('href', '/demo/signup')
    await expect(page.getByRole('button', { name: 'Alertas' })).toHaveCount(0)
  })

  test('the rectangle logo of theme 4 is 100 wide', async ({ page }) => {
    await page.goto('/tienda-afiliada')
    const logo = page.getByRole('banner').getByRole('link', { name: 'Tienda Afiliada' }).locator('img')
    await expect(logo).toHaveAttribute('width', '100')
  })

  test('top menu: only the enabled sections, catálogos always, no admin shortcuts', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/demo')
    const menu = page.getByRole('navigation', { name: 'Secciones de la tienda' })
    await openSectionMenu(page, isMobile)
    const expected = [
      ['Productos', '/demo/productos'],
      ['Servicios', '/demo/servicios'],
      ['Experiencias', '/demo/experiencias'],
      ['Catálogos', '/demo/catalogos'],
      ['Blogs', '/demo/blogs'],
    ] as const
    for (const [name, href] of expected) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible()
      await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
    }
    await expect(menu.getByRole('link', { name: 'Franquicias' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: /^Agregar/ })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Configuración de la tienda' })).toHaveCount(0)

    await page.goto('/tienda-afiliada')
    await openSectionMenu(page, isMobile)
    const affiliate = page.getByRole('navigation', { name: 'Secciones de la tienda' }).getByRole('link')
    await expect(affiliate).toHaveText(['Productos', 'Servicios', 'Catálogos'])
  })

  test('search opens, focuses its field after a second, lower-cases the text and goes to the chosen type', async ({
    page,
  }) => {
    await page.goto('/demo')
    await hydrated(page)
    const field = page.getByRole('searchbox', { name: 'Texto a buscar' })
    await expect(field).toBeHidden()
    await page.getByRole('button', { name: 'Buscar', exact: true }).click()
    await expect(field).toBeVisible()
    await expect(field).toBeFocused({ timeout: 3000 })
    await field.fill('Mesa ROJA')
    await page.getByRole('button', { name: 'Servicios' }).click()
    await expect(page).toHaveURL(/\/demo\/servicios\?filter=mesa(%20|\+)roja$/)
    await expect(field).toBeHidden()
  })

  test('search closes with its close button', async ({ page }) => {
    await page.goto('/demo')
    await page.getByRole('button', { name: 'Buscar', exact: true }).click()
    await expect(page.getByRole('searchbox')).toBeVisible()
    await page.getByRole('button', { name: 'Cerrar búsqueda' }).click()
    await expect(page.getByRole('searchbox')).toBeHidden()
  })

  test('the floating WhatsApp link on the home and section pages, not elsewhere', async ({ page }) => {
    await page.goto('/demo')
    const whatsapp = page.getByRole('link', { name: /Escríbenos por WhatsApp/ })
    await expect(whatsapp).toBeVisible()
    await expect(whatsapp).toHaveAttribute('href', 'https://wa.me/525598765432')
    await expect(whatsapp).toHaveAttribute('target', '_blank')
    await page.goto('/demo/login')
    await expect(page.getByRole('link', { name: /Escríbenos por WhatsApp/ })).toHaveCount(0)
    await page.goto('/tienda-afiliada')
    await expect(page.getByRole('link', { name: /Escríbenos por WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/541145678901',
    )
  })

  test('the social bar links each network the shop has', async ({ page }) => {
    await page.goto('/demo')
    const social = page.getByRole('navigation', { name: 'Redes sociales de Tienda Demo' })
    const expected = [
      ['Facebook', 'https://facebook.com/tiendademo'],
      ['Instagram', 'https://instagram.com/tiendademo'],
      ['Twitter', 'https://twitter.com/tiendademo'],
      ['YouTube', 'https://youtube.com/tiendademo'],
      ['Discord', 'https://discord.gg/tiendademo'],
    ] as const
    await expect(social.getByRole('link')).toHaveCount(expected.length)
    for (const [name, href] of expected) {
      await expect(social.getByRole('link', { name: new RegExp(name) })).toHaveAttribute('href', href)
    }
    await page.goto('/tienda-afiliada')
    const affiliate = page
      .getByRole('navigation', { name: 'Redes sociales de Tienda Afiliada' })
      .getByRole('link')
    await expect(affiliate).toHaveCount(2)
    await expect(affiliate.first()).toHaveAttribute('href', 'https://instagram.com/rita.revende')
    await expect(affiliate.last()).toHaveAttribute('href', 'https://twitch.com/ritarevende')
  })

  test('footer links, copyright and the contact page', async ({ page }) => {
    await page.goto('/demo')
    const links = page.getByRole('navigation', { name: 'Enlaces de la tienda' })
    await expect(links.getByRole('link', { name: 'Términos y condiciones' })).toHaveAttribute(
      'href',
      '/demo/terminos',
    )
    await expect(links.getByRole('link', { name: 'Aviso de privacidad' })).toHaveAttribute(
      'href',
      '/demo/privacidad',
    )
    await expect(links.getByRole('link', { name: 'Acerca de' })).toHaveCount(0)
    await expect(links.getByRole('link', { name: 'Centro de ayuda' })).toHaveCount(0)
    await expect(page.getByText(`© ${new Date().getFullYear()} Tienda Demo`)).toBeVisible()

    // 'Contacto' is the shop's contact page (decision 035), not a dialog.
    await links.getByRole('link', { name: 'Contacto' }).click()
    await expect(page).toHaveURL(/\/demo\/contacto$/)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { name: 'Contacto' })).toBeVisible()
    await expect(main.getByRole('link', { name: /contacto@demo\.test/ })).toHaveAttribute(
      'href',
      'mailto:contacto@demo.test',
    )
    await expect(main.getByRole('link', { name: /\+52 5598765432/ }).first()).toHaveAttribute(
      'href',
      'tel:+525598765432',
    )
    await expect(main.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/525598765432',
    )
  })

  test('the menus work without JavaScript', async ({ browser, isMobile }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      isMobile,
      viewport: isMobile ? { width: 412, height: 839 } : undefined,
    })
    const page = await context.newPage()
    await page.goto('/demo')
    await page.getByRole('button', { name: 'Buscar', exact: true }).click()
    await page.getByRole('searchbox').fill('mesa')
    await page.getByRole('button', { name: 'Experiencias' }).click()
    await expect(page).toHaveURL(/\/demo\/experiencias\?filter=mesa$/)
    await page.goto('/demo')
    await page
      .getByRole('navigation', { name: 'Enlaces de la tienda' })
      .getByRole('link', { name: 'Contacto' })
      .click()
    await expect(page).toHaveURL(/\/demo\/contacto$/)
    await expect(page.getByRole('main').getByRole('link', { name: /contacto@demo\.test/ })).toBeVisible()
    await context.close()
  })
})
