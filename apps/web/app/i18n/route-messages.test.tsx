import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { renderToString } from 'react-dom/server'
import { createRoutesStub, data, Outlet, redirect } from 'react-router'
import { describe, expect, it } from 'vitest'
import { esMX, type MessageKey } from './es-MX'
import { routeMessages, translatorFrom } from './format'
import { messagesFor, requestLocale, withMessages } from './messages.server'
import { FRAME_PART_MESSAGES, framePartMessages, keyHasPrefix, SHELL_MESSAGES } from './prefixes'
import { MESSAGES } from './translate'
import { useT } from './use-t'

const request = (headers: Record<string, string> = {}) => new Request('http://x.test/demo', { headers })

describe('keyHasPrefix', () => {
  it('matches whole dotted segments or the whole key', () => {
    expect(keyHasPrefix('items.free', ['items'])).toBe(true)
    expect(keyHasPrefix('items.sort.apply', ['items.sort'])).toBe(true)
    expect(keyHasPrefix('platform.name', ['platform.name'])).toBe(true)
    expect(keyHasPrefix('platform.names', ['platform.name'])).toBe(false)
    // @ts-expect-error 'itemz' is no key's prefix: the compiler refuses it
    expect(keyHasPrefix('items.free', ['itemz'])).toBe(false)
    // 'item' is a prefix of its own ('item.…' keys), not a part of 'items'.
    expect(keyHasPrefix('items.free', ['item'])).toBe(false)
    expect(keyHasPrefix('items.free', [])).toBe(false)
  })
})

describe('messagesFor', () => {
  it('picks exactly the keys of the prefixes, in the locale asked for', () => {
    const picked = messagesFor('en', ['items.sort', 'platform.name'])
    expect(Object.keys(picked).sort()).toEqual([
      'items.sort',
      'items.sort.-list_price',
      'items.sort.apply',
      'items.sort.list_price',
      'items.sort.queue_position',
      'platform.name',
    ])
    expect(picked['items.sort.apply']).toBe(MESSAGES.en['items.sort.apply'])
    expect(messagesFor('es-AR', ['items'])['items.soldOut']).toBe('Sin stock')
  })

  it('leaves out the keys of `except`', () => {
    const picked = messagesFor('es-MX', ['nav'], ['nav.search', 'nav.alerts'])
    expect(picked['nav.login']).toBe('Iniciar sesión')
    expect(picked['nav.search.open']).toBeUndefined()
    expect(picked['nav.alerts']).toBeUndefined()
    expect(picked['nav.alertsEmpty']).toBe(MESSAGES['es-MX']['nav.alertsEmpty'])
  })

  it('gives the frame its own areas and none of the pages’', () => {
    const shell = messagesFor('es-MX', SHELL_MESSAGES, Object.values(FRAME_PART_MESSAGES).flat())
    expect(shell['nav.login']).toBe('Iniciar sesión')
    expect(shell['notFound.title']).toBe('Página no encontrada!')
    expect(shell['platform.name']).toBe('Tianguis')
    expect(shell['platform.tagline']).toBeUndefined()
    expect(shell['items.free']).toBeUndefined()
    expect(shell['auth.login.title']).toBeUndefined()
    expect(Object.keys(shell).length).toBeLessThan(Object.keys(esMX).length / 2)
    // The parts only some viewers or shops show come from the layout, for them only.
    expect(shell['side.profile']).toBeUndefined()
    expect(shell['admin.label']).toBeUndefined()
    expect(shell['menu.add.products']).toBeUndefined()
    expect(shell['supplier.disabled']).toBeUndefined()
    // The shop frame's texts come from the layout, for shop pages only (shopFrameMessages).
    expect(shell['menu.products']).toBeUndefined()
    expect(shell['footer.contact']).toBeUndefined()
  })
})

describe('framePartMessages', () => {
  it('asks for the parts this page shows', () => {
    const none = { signedIn: false, staff: false, supplierDisabled: false }
    expect(framePartMessages(none)).toEqual([])
    expect(framePartMessages({ ...none, signedIn: true })).toEqual([...FRAME_PART_MESSAGES.signedIn])
    expect(framePartMessages({ signedIn: true, staff: true, supplierDisabled: true })).toEqual([
      ...FRAME_PART_MESSAGES.signedIn,
      ...FRAME_PART_MESSAGES.staff,
      ...FRAME_PART_MESSAGES.supplierDisabled,
    ])
  })
})

describe('requestLocale', () => {
  it('reads the locale cookie first, then Accept-Language, then es-MX', () => {
    expect(requestLocale(request({ cookie: 'a=1; locale=en', 'accept-language': 'es-AR' }))).toBe('en')
    expect(requestLocale(request({ 'accept-language': 'es-AR,es;q=0.8' }))).toBe('es-AR')
    expect(requestLocale(request())).toBe('es-MX')
  })
})

describe('withMessages', () => {
  const english = { request: request({ cookie: 'locale=en' }) }

  it('adds the messages to a plain object', async () => {
    const loader = withMessages(['auth.logout'], () => ({ next: '/demo' }))
    const result = await loader(english)
    expect(result.next).toBe('/demo')
    expect(result.messages['auth.logout.cancel']).toBe(MESSAGES.en['auth.logout.cancel'])
    expect(result.messages['auth.login.title']).toBeUndefined()
  })

  it('adds them inside data() and keeps its status and headers', async () => {
    const loader = withMessages(['sections'], async () =>
      data({ found: false }, { status: 404, headers: { 'x-test': '1' } }),
    )
    const result = await loader(english)
    expect(result.init?.status).toBe(404)
    expect(new Headers(result.init?.headers).get('x-test')).toBe('1')
    expect(result.data.found).toBe(false)
    expect(result.data.messages['sections.home']).toBe(MESSAGES.en['sections.home'])
  })

  it('passes a redirect through untouched, and turns nothing into just the messages', async () => {
    const response = redirect('/login')
    expect(await withMessages(['form'], () => response)(english)).toBe(response)
    const empty = await withMessages(['form'], () => null)(english)
    expect(empty.messages['form.email']).toBe(MESSAGES.en['form.email'])
  })

  it('takes the prefixes from the loader’s data when given a function', async () => {
    const loader = withMessages(
      ({ shops }: { shops: string[] | null }) => (shops ? ['platform'] : ['home']),
      ({ request }: { request: Request }) => ({ shops: request.url.endsWith('/') ? ['demo'] : null }),
    )
    const platform = await loader({
      request: new Request('http://x.test/', { headers: { cookie: 'locale=en' } }),
    })
    expect(platform.messages['platform.tagline']).toBe(MESSAGES.en['platform.tagline'])
    expect(platform.messages['home.header.cta']).toBeUndefined()
    const home = await loader(english)
    expect(home.messages['home.header.cta']).toBe(MESSAGES.en['home.header.cta'])
    expect(home.messages['platform.tagline']).toBeUndefined()
  })

  it('refuses a loader whose data is not an object', async () => {
    const loader = withMessages(['form'], () => ['a'] as unknown as object)
    await expect(loader(english)).rejects.toThrow(TypeError)
  })
})

describe('translatorFrom', () => {
  const root = { 'nav.login': 'Entrar', 'items.free': 'Raíz' }
  const page = { 'items.free': 'Gratis', 'items.savings': 'Ahorras {amount}' }

  it('looks in the deepest route first, then its parents', () => {
    const t = translatorFrom([root, undefined, page])
    expect(t('items.free')).toBe('Gratis')
    expect(t('nav.login')).toBe('Entrar')
    expect(t('items.savings', { amount: '$5' })).toBe('Ahorras $5')
  })

  it('shows a key nobody sent as itself', () => {
    expect(translatorFrom([root])('auth.login.title')).toBe('auth.login.title')
    expect(translatorFrom([])('nav.login')).toBe('nav.login')
  })

  it('reads the messages from matches, whatever their loader data', () => {
    const matches = [
      { loaderData: { messages: root } },
      { loaderData: null },
      undefined,
      { loaderData: page },
    ]
    expect(routeMessages(matches)).toEqual([root, undefined, undefined, undefined])
  })
})

describe('useT', () => {
  function Texts({ keys }: { keys: MessageKey[] }) {
    const t = useT()
    return <p>{keys.map((key) => t(key)).join('|')}</p>
  }

  it('merges the messages of every matched route, the page’s over the root’s', () => {
    const Stub = createRoutesStub([
      {
        id: 'root',
        path: '/',
        loader: () => null,
        Component: () => (
          <>
            <Texts keys={['nav.login', 'items.free']} />
            <Outlet />
          </>
        ),
        children: [
          {
            id: 'page',
            path: 'lista',
            loader: () => null,
            Component: () => <Texts keys={['nav.login', 'items.free', 'items.offer']} />,
          },
        ],
      },
    ])
    const html = renderToString(
      <Stub
        initialEntries={['/lista']}
        hydrationData={{
          loaderData: {
            root: { messages: { 'nav.login': 'Entrar', 'items.free': 'De la raíz' } },
            page: { messages: { 'items.free': 'Gratis', 'items.offer': 'Oferta' } },
          },
        }}
      />,
    )
    // Every component of the page, the root's too, sees all the matched routes' messages, deepest first.
    expect(html).toContain('<p>Entrar|Gratis</p>')
    expect(html).toContain('<p>Entrar|Gratis|Oferta</p>')
  })
})

describe('route modules', () => {
  // Every page a route renders gets its texts from its loader (decision 019). A route added
  // without `withMessages` would show bare keys; this names it. A route that needs only the
  // frame's texts says so in a comment: "Messages: the frame's only".
  const routesDir = path.resolve(import.meta.dirname, '../routes')
  const files = readdirSync(routesDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.tsx'),
  )

  it('finds the route modules', () => {
    expect(files).toContain(path.join('storefront', 'home.tsx'))
  })

  it('each page-rendering route sends its messages, or says it needs only the frame’s', () => {
    const silent = files.filter((file) => {
      const source = readFileSync(path.join(routesDir, file), 'utf8')
      const rendersPage = /export default function/.test(source)
      return (
        rendersPage && !source.includes('withMessages(') && !source.includes("Messages: the frame's only")
      )
    })
    expect(silent, 'wrap these routes’ loaders in withMessages([...prefixes])').toEqual([])
  })
})
