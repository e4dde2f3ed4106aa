import { expect, logInThroughPage, signIn, test } from '../fixtures/accounts.ts'
import { hydrated, openSectionMenu } from './shell-helpers.ts'

test.describe('the storefront frame for logged-in users', () => {
  test('the owner sees the add-plus shortcuts of built pages, the admin side bar and the side menu', async ({
    page,
    isMobile,
    owner,
  }) => {
    const shop = `/${owner.shop.slug}`
    // A session of its own: the journey logs out at the end.
    await logInThroughPage(page, owner, owner.shop.slug)
    await page.goto(shop)
    await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Alertas' })).toBeVisible()

    await openSectionMenu(page, isMobile)
    const menu = page.getByRole('navigation', { name: 'Secciones de la tienda' })
    const shortcuts = [
      ['Agregar producto', '/apps/me/products/create'],
      ['Agregar servicio', '/apps/me/products/services/create'],
    ] as const
    for (const [name, href] of shortcuts) {
      await expect(menu.getByRole('link', { name })).toHaveAttribute('href', href)
    }
    // Creating catalogues and blogs is not built yet (decision 035).
    await expect(menu.getByRole('link', { name: 'Agregar catálogo' })).toHaveCount(0)
    await expect(menu.getByRole('link', { name: 'Agregar blog' })).toHaveCount(0)
    if (isMobile) await page.keyboard.press('Escape')
    // The preferences icon opens the shop's settings (decision 097).
    await expect(page.getByRole('link', { name: 'Configuración de la tienda' }).first()).toHaveAttribute(
      'href',
      `${shop}/admin/configuracion?showCustomShopToggle=true`,
    )
    // The admin side bar: only entries whose page is built.
    const bar = page.getByRole('complementary', { name: 'Administración de la tienda' })
    await hydrated(page)
    const panel = page.getByRole('dialog', { name: 'Administración de la tienda' })
    await expect(panel).toBeHidden()
    // Closed: an icon rail on wide screens; on phones only the floating button (the hidden-menu state, 001 §4).
    await expect(bar.getByRole('link', { name: 'Productos' }).first()).toBeVisible({ visible: !isMobile })
    await bar.getByRole('button', { name: 'Abrir administración' }).filter({ visible: true }).click()
    await expect(panel).toBeVisible()
    await expect(panel.getByRole('link', { name: 'Productos', exact: true })).toHaveAttribute(
      'href',
      `${shop}/apps/me/products`,
    )
    await expect(panel.getByRole('link', { name: 'Catálogos', exact: true })).toHaveAttribute(
      'href',
      `${shop}/catalogos`,
    )
    // The back office's built pages: the orders (decision 081) and the door's ticket scanner (decision 083).
    await expect(panel.getByRole('link', { name: 'Pedidos', exact: true })).toHaveAttribute(
      'href',
      `${shop}/admin/pedidos`,
    )
    await expect(panel.getByRole('link', { name: 'Escanear boletos', exact: true })).toHaveAttribute(
      'href',
      `${shop}/admin/boletos`,
    )
    await panel.getByRole('button', { name: 'Cerrar administración' }).click()
    await expect(panel).toBeHidden()

    await hydrated(page)
    const accountMenu = `Menú de ${owner.name}`
    await page.getByRole('button', { name: accountMenu }).click()
    const side = page.getByRole('navigation', { name: 'Tu cuenta' })
    await expect(side).toBeVisible()
    // With JavaScript, focus moves into the menu.
    await expect(side.getByRole('link', { name: 'Mi perfil' })).toBeFocused()
    const links = [
      ['Mi perfil', `${shop}/perfil`],
      // Their other shop; the network's root is the one their shop was made like (demo's).
      ['Mi tienda', `/${owner.other.slug}`],
      ['Mis boletos', `${shop}/mis-boletos`],
      ['Ir a Red Raíz', '/red-raiz'],
      // Their purchases, under this shop's base (decision 080).
      ['Mis compras', `${shop}/mis-compras`],
      ['Preferencias', `${shop}/preferencias`],
    ] as const
    for (const [name, href] of links)
      await expect(side.getByRole('link', { name })).toHaveAttribute('href', href)
    const box = await page.locator('#menu-cuenta').boundingBox()
    expect(box?.width).toBeLessThanOrEqual(280)
    await page.keyboard.press('Escape')
    await expect(side).toBeHidden()
    await expect(page.getByRole('button', { name: accountMenu })).toBeFocused()

    await page.getByRole('button', { name: accountMenu }).click()
    await side.getByRole('link', { name: 'Mi perfil' }).click()
    await expect(page).toHaveURL(new RegExp(`${shop}/perfil$`))
    await expect(side).toBeHidden()

    await page.getByRole('button', { name: accountMenu }).click()
    await side.getByRole('button', { name: 'Cerrar sesión' }).click()
    await expect(page).toHaveURL(new RegExp(`${shop}$`))
    await expect(page.getByRole('link', { name: 'Iniciar sesión', includeHidden: true })).toBeAttached()
  })

  test('a customer sees neither shortcuts, preferences icon nor admin side bar', async ({
    page,
    isMobile,
    customer,
  }) => {
    await signIn(page, customer)
    await page.goto('/demo')
    await openSectionMenu(page, isMobile)
    await expect(
      page
        .getByRole('navigation', { name: 'Secciones de la tienda' })
        .getByRole('link', { name: 'Productos' }),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: /^Agregar/ })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Configuración de la tienda' })).toHaveCount(0)
    await expect(page.getByRole('complementary', { name: 'Administración de la tienda' })).toHaveCount(0)
    if (isMobile) await page.keyboard.press('Escape')
    await page.getByRole('button', { name: `Menú de ${customer.name}` }).click()
    const side = page.getByRole('navigation', { name: 'Tu cuenta' })
    await expect(side.getByRole('link', { name: 'Preferencias' })).toBeVisible()
    await expect(side.getByRole('link', { name: 'Mi tienda' })).toHaveCount(0)
  })

  test('the accountant’s admin side bar links only the orders and their returns, the pages of that role built', async ({
    page,
    owner,
    accountant,
  }) => {
    const shop = `/${owner.shop.slug}`
    await signIn(page, accountant)
    await page.goto(shop)
    await expect(page.getByRole('link', { name: /^Agregar/ })).toHaveCount(0)
    // Finance, invoices and staff are back-office pages of later issues (decision 035): the side bar
    // shows only built pages, the orders and their returns so far (decisions 081, 091).
    await hydrated(page)
    await expect(page.getByRole('complementary', { name: 'Administración de la tienda' })).toHaveCount(1)
    await expect(
      page.locator(
        `a[href^="${shop}/admin"]:not([href="${shop}/admin/pedidos"]):not([href="${shop}/admin/devoluciones"])`,
      ),
    ).toHaveCount(0)
    await expect(page.locator(`a[href="${shop}/admin/pedidos"]`).first()).toBeAttached()
    await expect(page.locator(`a[href="${shop}/admin/devoluciones"]`).first()).toBeAttached()
  })

  test('the accountant finds the shop among their collaborations in the side menu', async ({
    page,
    owner,
    accountant,
  }) => {
    await signIn(page, accountant)
    await page.goto('/red-raiz')
    await hydrated(page)
    await page.getByRole('button', { name: `Menú de ${accountant.name}` }).click()
    const mine = page.getByRole('region', { name: 'Mis colaboraciones' })
    await expect(mine.getByRole('link', { name: owner.shop.name })).toHaveAttribute(
      'href',
      `/${owner.shop.slug}`,
    )
  })
})
