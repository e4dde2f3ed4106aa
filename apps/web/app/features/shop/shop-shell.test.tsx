import { ANONYMOUS_PROFILE, type Profile } from '@tianguis/core/contracts/identity'
import type { Locale } from '@tianguis/core/locales'
import { createContext, type ReactNode, useContext } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { createRoutesStub, Outlet } from 'react-router'
import { describe, expect, it } from 'vitest'
import { MESSAGES } from '../../i18n/translate'
import { apiShop } from '../../test-support/shop'
import { pageShop } from './page-shop'
import { ShopShell } from './shop-shell'

const rawShop = apiShop({
  whatsapp_country_code: '52',
  whatsapp_phone: '5598765432',
  contact_email: 'hola@demo.test',
  facebook: 'tiendademo',
})
/** What the layout sends the page (page-shop.ts). */
const shop = pageShop(rawShop, '/demo')

const user: Profile = {
  ...ANONYMOUS_PROFILE,
  id: 'usr_1',
  anonymous: false,
  name: 'Ana',
  email: 'ana@example.com',
}

const Ui = createContext<ReactNode>(null)

function Root() {
  return <Outlet />
}

function Page() {
  return <>{useContext(Ui)}</>
}

// Two pages that say where the catalogue strip goes (strip-place.ts): a task page shows none, the
// home places it itself; any other page leaves it to the frame.
const Stub = createRoutesStub([
  {
    id: 'root',
    path: '/',
    loader: () => null,
    Component: Root,
    children: [
      { path: 'demo/login', Component: Page, handle: { catalogueStrip: 'none' } },
      { path: 'demo/inicio', Component: Page, handle: { catalogueStrip: 'page' } },
      { path: '*', Component: Page },
    ],
  },
])

/**
 * Renders inside a router whose root data says the locale, as the real root loader does; waits,
 * as the server does, for the parts loaded lazily (the side menu, the admin side bar).
 */
async function render(ui: ReactNode, locale: Locale = 'es-MX', path = '/demo') {
  const { prelude } = await prerenderToNodeStream(
    <Ui value={ui}>
      <Stub
        initialEntries={[path]}
        hydrationData={{ loaderData: { root: { locale, year: 2030, messages: MESSAGES[locale] } } }}
      />
    </Ui>,
  )
  let html = ''
  for await (const chunk of prelude) html += chunk
  return html
}

describe('ShopShell', () => {
  const strip = [
    { id: 'cat_1', slug: 'cocina', name: 'Cocina', photo: '/cocina.svg' },
    { id: 'cat_2', slug: 'accesorios-de-cocina', name: 'Accesorios de cocina', photo: null },
    { id: 'cat_3', slug: 'jardin', name: 'Jardín', photo: null },
  ]
  const withStrip = pageShop({ ...rawShop, catalogue_strip: strip }, '/demo')
  const frame = (path: string, shopShown = withStrip) =>
    render(
      <ShopShell shop={shopShown} profile={ANONYMOUS_PROFILE} base="/demo">
        <p>contenido</p>
      </ShopShell>,
      'es-MX',
      path,
    )

  it('shows the catalogue strip above every page that leaves it to the frame (decision 038)', async () => {
    const html = await frame('/demo/productos')
    const nav = html.indexOf('<nav aria-label="Catálogos de la tienda" class="catalogue-strip">')
    expect(nav).toBeGreaterThan(-1)
    expect(nav).toBeLessThan(html.indexOf('<main id="contenido"'))
    expect(html).toContain('href="/demo/catalogos/accesorios-de-cocina"')
    // Whole names, a 48×48 picture or the initial on its colour, and the labelled pause box.
    expect(html).toContain('<span>Accesorios de cocina</span>')
    // The photo's address carries its cache-busting suffix (decision 067).
    expect(html).toMatch(
      /<img src="\/cocina\.svg\?v=[0-9a-z]{8}" alt="" width="48" height="48" loading="lazy"\/>/,
    )
    expect(html).toMatch(/<span aria-hidden="true" data-colour="[0-7]">A<\/span>/)
    expect(html).toContain('<input type="checkbox" aria-label="Pausar catálogos"/>')
  })

  it('shows no strip on a task page, leaves it to a page that places it, and has none without catalogues', async () => {
    expect(await frame('/demo/login')).not.toContain('Catálogos de la tienda')
    expect(await frame('/demo/inicio')).not.toContain('Catálogos de la tienda')
    expect(await frame('/demo/productos', shop)).not.toContain('Catálogos de la tienda')
  })

  it('shows the shop name, theme, colours, search, cart and login links for a visitor', async () => {
    const html = await render(
      <ShopShell shop={shop} profile={ANONYMOUS_PROFILE} base="/demo">
        <p>contenido</p>
      </ShopShell>,
    )
    expect(html).toContain('data-theme="3"')
    expect(html).toContain('--color1:#0f766e')
    expect(html).toMatch(/<h1 class="truncate font-bold text-lg sm:text-xl">Tienda Demo<\/h1>/)
    expect(html).toContain('rounded-full')
    expect(html).toContain('href="/demo/login"')
    expect(html).toContain('>Iniciar sesión<')
    expect(html).toContain('href="/demo/signup"')
    expect(html).toContain('© 2030 Tienda Demo')
    expect(html).toContain('<main id="contenido"')
    expect(html).toContain('action="/demo/productos"')
    expect(html).toContain('formAction="/demo/servicios"')
    expect(html).not.toContain('formAction="/demo/experiencias"')
    // The cart button links the cart page (decision 044); a visitor's count is 0 in the HTML (the
    // browser reads the local cart after hydration), so the page is the same for every visitor.
    expect(html).toMatch(/<a[^>]*href="\/demo\/carrito"[^>]*>[\s\S]*?Carrito: 0 artículos/)
    expect(html).toContain('href="https://wa.me/525598765432"')
    expect(html).toContain('href="https://facebook.com/tiendademo"')
    // The contact details live on the contact page the footer links (decision 035).
    expect(html).toContain('href="/demo/contacto"')
    expect(html).not.toContain('href="/demo/acerca"')
    expect(html).not.toContain('/apps/me/products/create')
    expect(html).not.toContain('showCustomShopToggle')
    expect(html).not.toContain('id="menu-cuenta"')
  })

  it("keeps a hidden name for screen readers, hides the search and links to '' base on the shop's own host", async () => {
    const html = await render(
      <ShopShell
        shop={pageShop({ ...rawShop, hidden_store_name: true, hidden_search_bar: true, theme: 4 }, '')}
        profile={user}
        base=""
      >
        <p>contenido</p>
      </ShopShell>,
      'en',
    )
    expect(html).toContain('data-theme="4"')
    expect(html).toContain('<h1 class="sr-only">Tienda Demo</h1>')
    expect(html).not.toContain('id="busqueda"')
    expect(html).toContain('href="/perfil"')
    // 'Mis compras' opens the viewer's purchases under the shop's base (decision 080).
    expect(html).toContain('href="/mis-compras"')
    expect(html).toContain('href="/preferencias"')
    expect(html).toContain('Ana&#x27;s menu')
    expect(html).toMatch(/<form[^>]*action="\/logout"[^>]*method="post"/)
    expect(html).toContain('name="next" value="/"')
    expect(html).toContain('>Log out<')
    expect(html).toContain('>Alerts<')
  })

  it('offers logout with next = the shop base when addressed by path', async () => {
    const html = await render(
      <ShopShell shop={shop} profile={user} base="/demo">
        <p>contenido</p>
      </ShopShell>,
    )
    expect(html).toContain('name="next" value="/demo"')
    expect(html).toContain('>Cerrar sesión<')
  })

  it('gives the owner the add-plus shortcuts of built pages only, none on a proxy shop', async () => {
    const owner = await render(
      <ShopShell
        shop={pageShop({ ...rawShop, viewer_roles: ['owner'] }, '/demo')}
        profile={user}
        base="/demo"
      >
        <p>contenido</p>
      </ShopShell>,
    )
    expect(owner).toContain('href="/apps/me/products/create"')
    // Shortcuts to pages that are not built are left out (decision 035).
    expect(owner).not.toContain('catalogos?crear=1')
    expect(owner).not.toContain('blogs/crear')
    // The preferences icon opens the settings page (decision 097).
    expect(owner).toContain('href="/demo/admin/configuracion?showCustomShopToggle=true"')
    const proxy = await render(
      <ShopShell
        shop={pageShop({ ...rawShop, viewer_roles: ['owner'], is_proxy: true }, '/demo')}
        profile={user}
        base="/demo"
      >
        <p>contenido</p>
      </ShopShell>,
    )
    expect(proxy).not.toContain('href="/apps/me/products/create"')
  })

  it('shows skeletons while the profile is being retried', async () => {
    const html = await render(
      <ShopShell shop={shop} profile={ANONYMOUS_PROFILE} profileUnavailable base="/demo">
        <p>contenido</p>
      </ShopShell>,
    )
    expect(html).toContain('Cargando tu perfil…')
    expect(html).toContain('animate-pulse')
    expect(html).not.toContain('>Iniciar sesión<')
  })

  it('renders the footer: about only with an entry, support link, three columns, own colours', async () => {
    const html = await render(
      <ShopShell
        shop={pageShop(
          {
            ...rawShop,
            about_entry_id: 'blg_1',
            users_support_url: 'https://ayuda.example/centro',
            footer_style: '3cols1col',
            footer_bg: '#111111',
            footer_fg: '#eeeeee',
            adornment_type: 'geom-circle',
          },
          '/demo',
        )}
        profile={ANONYMOUS_PROFILE}
        base="/demo"
      >
        <p>contenido</p>
      </ShopShell>,
    )
    expect(html).toContain('href="/demo/acerca"')
    // Contact, terms and privacy are pages under the shop's base (issue 11), not a dialog.
    expect(html).toContain('href="/demo/contacto"')
    expect(html).toContain('href="/demo/terminos"')
    expect(html).toContain('href="/demo/privacidad"')
    expect(html).toContain('href="https://ayuda.example/centro"')
    expect(html).toContain('md:grid-cols-3')
    expect(html).toContain('background-color:#111111;color:#eeeeee')
    expect(html).toContain('adornment-geom-circle')
  })
})
