import { expect, logInThroughPage, signIn, test } from '../fixtures/accounts.ts'
import { hydrated, openSectionMenu } from './shell-helpers.ts'

test.describe('the storefront frame for logged-in users', () => {
  test('the owner sees the add-plus shortcuts, the preferences icon and the side menu', async ({
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
      ['Agregar catálogo', `${shop}/catalogos?crear=1`],
      ['Agregar blog', `${shop}/blogs/crear`],
    ] as const
    for (const [name, href] of shortcuts) {
      await expect(menu.getByRole('link', { name })).toHaveAttribute('href', href)
    }
    if (isMobile) await page.keyboard.press('Escape')
    await expect(page.getByRole('link', { name: 'Configuración de la tienda' })).toHaveAttribute(
      'href',
      `${shop}/admin/configuracion?showCustomShopToggle=true`,
    )

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
      ['Mis compras', `${shop}/mis-compras`],
      ['Ir a Red Raíz', '/red-raiz'],
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
    await expect(side.getByRole('link', { name: 'Mis compras' })).toBeVisible()
    await expect(side.getByRole('link', { name: 'Mi tienda' })).toHaveCount(0)
  })

  test('the accountant gets the admin side bar with the apps of that role', async ({
    page,
    isMobile,
    owner,
    accountant,
  }) => {
    const shop = `/${owner.shop.slug}`
    await signIn(page, accountant)
    await page.goto(shop)
    await expect(page.getByRole('link', { name: /^Agregar/ })).toHaveCount(0)
    const bar = page.getByRole('complementary', { name: 'Administración de la tienda' })
    const panel = page.getByRole('dialog', { name: 'Administración de la tienda' })
    await expect(panel).toBeHidden()
    const opener = bar.getByRole('button', { name: 'Abrir administración' })
    // Closed: an icon rail on wide screens; on phones only the floating button (the hidden-menu state).
    await expect(bar.getByRole('link', { name: 'Finanzas' }).first()).toBeVisible({ visible: !isMobile })
    await opener.filter({ visible: true }).click()
    await expect(panel).toBeVisible()
    const apps = [
      ['Panel', `${shop}/admin`],
      ['Pedidos', `${shop}/admin/pedidos`],
      ['Finanzas', `${shop}/admin/finanzas`],
      ['Billetera', `${shop}/admin/finanzas/billetera`],
      ['Facturas', `${shop}/admin/finanzas/facturas`],
      ['Personal', `${shop}/admin/personal`],
    ] as const
    for (const [name, href] of apps)
      await expect(panel.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
    await expect(panel.getByRole('link', { name: 'Configuración' })).toHaveCount(0)
    await expect(panel.getByRole('link', { name: 'Productos' })).toHaveCount(0)
    await panel.getByRole('button', { name: 'Cerrar administración' }).click()
    await expect(panel).toBeHidden()
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
