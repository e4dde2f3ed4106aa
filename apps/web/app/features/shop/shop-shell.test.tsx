import type { Profile } from '@tianguis/core/contracts/identity'
import type { Shop } from '@tianguis/core/contracts/shops'
import { createContext, type ReactNode, useContext } from 'react'
import { renderToString } from 'react-dom/server'
import { createRoutesStub, Outlet } from 'react-router'
import { describe, expect, it } from 'vitest'
import { ANONYMOUS_VIEWER } from '../../lib/viewer.server'
import { ShopShell } from './shop-shell'

const shop = {
  id: 'shp_1',
  slug: 'demo',
  name: 'Tienda Demo',
  theme: 3,
  photo: '/logo.png',
  photo_display: 'cir',
  hidden_store_name: false,
  seo_description: 'Todo para tu casa',
  store_theme_info: { color1: '#0f766e', color2: '#f97316' },
} as unknown as Shop

const user: Profile = {
  ...ANONYMOUS_VIEWER,
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

const Stub = createRoutesStub([
  { id: 'root', path: '/', loader: () => null, Component: Root, children: [{ path: '*', Component: Page }] },
])

/** Renders inside a router whose root data says the locale, as the real root loader does. */
function render(ui: ReactNode, locale = 'es-MX', path = '/demo') {
  return renderToString(
    <Ui value={ui}>
      <Stub initialEntries={[path]} hydrationData={{ loaderData: { root: { locale, year: 2030 } } }} />
    </Ui>,
  )
}

describe('ShopShell', () => {
  it('shows the shop name, theme, colours and login links for a visitor', () => {
    const html = render(
      <ShopShell shop={shop} profile={ANONYMOUS_VIEWER} base="/demo">
        <p>contenido</p>
      </ShopShell>,
    )
    expect(html).toContain('data-theme="3"')
    expect(html).toContain('--color1:#0f766e')
    expect(html).toMatch(/<h1 class="font-bold text-xl">Tienda Demo<\/h1>/)
    expect(html).toContain('rounded-full')
    expect(html).toContain('href="/demo/login"')
    expect(html).toContain('>Iniciar sesión<')
    expect(html).toContain('href="/demo/signup"')
    expect(html).toContain('© 2030 Tienda Demo')
    expect(html).toContain('<main id="contenido"')
  })

  it("keeps a hidden name for screen readers and links to '' base on the shop's own host", () => {
    const html = render(
      <ShopShell shop={{ ...shop, hidden_store_name: true, theme: 4 }} profile={user} base="">
        <p>contenido</p>
      </ShopShell>,
      'en',
    )
    expect(html).toContain('data-theme="4"')
    expect(html).toContain('<h1 class="sr-only">Tienda Demo</h1>')
    expect(html).toContain('href="/perfil"')
    expect(html).toContain('>Ana<')
    expect(html).toMatch(/<form[^>]*action="\/logout"[^>]*method="post"/)
    expect(html).toContain('name="next" value="/"')
    expect(html).toContain('>Log out<')
  })

  it('offers logout with next = the shop base when addressed by path', () => {
    const html = render(
      <ShopShell shop={shop} profile={user} base="/demo">
        <p>contenido</p>
      </ShopShell>,
    )
    expect(html).toContain('name="next" value="/demo"')
    expect(html).toContain('>Cerrar sesión<')
  })
})
