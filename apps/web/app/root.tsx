import { type ReactNode, useEffect } from 'react'
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from 'react-router'
import type { Route } from './+types/root'
import stylesheet from './app.css?url'
import { ErrorPage } from './features/errors/error-page'
import { NotFound } from './features/errors/not-found'
import type { ShopData } from './features/shop/use-shop'
import { htmlThemeClass, type ThemeChoice, themeChoiceFrom } from './features/theme/color-scheme'
import { ToastRegions } from './features/toasts/toast-regions'
import { messagesFor, requestLocale } from './i18n/messages.server'
import { SHELL_MESSAGES } from './i18n/prefixes'
import { useNonce } from './lib/nonce'
import { type RootData, useRootData } from './lib/root-data'

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/static/favicon.svg', type: 'image/svg+xml' },
]

/**
 * The locale as the server negotiates it (the `locale` cookie, then Accept-Language), the
 * messages every page's frame shows in it (the layout adds the shop frame's and the viewer's, each
 * page's loader its own; decision 019) and the visitor's
 * light/dark choice (the `theme` cookie), so <html> is right on the first paint.
 */
export function loader({ request }: Route.LoaderArgs): RootData & { theme: ThemeChoice | null } {
  const locale = requestLocale(request)
  return {
    locale,
    year: new Date().getFullYear(),
    messages: messagesFor(locale, SHELL_MESSAGES),
    theme: themeChoiceFrom(request.headers.get('cookie')),
  }
}

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: loaderData?.messages['platform.name'] ?? 'Tianguis' }]
}

export function Layout({ children }: { children: ReactNode }) {
  const { locale } = useRootData()
  const nonce = useNonce()
  const root = useRouteLoaderData('root') as { theme?: ThemeChoice | null } | undefined
  const layout = useRouteLoaderData('routes/storefront/layout') as ShopData | undefined
  // Dark mode only where the shop allows it (001 §3 darkmode); the platform's pages stay light.
  const themeClass = htmlThemeClass(root?.theme ?? null, layout?.shop?.darkmode === true)
  return (
    <html lang={locale} className={themeClass || undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="bg-white text-gray-900 antialiased">
        {children}
        <ToastRegions />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

/**
 * Marks the document once React has hydrated it (its effects run after every child's): the browser
 * journeys wait for `html[data-hydrated]` before they use what needs the page's code.
 */
function markHydrated() {
  document.documentElement.dataset.hydrated = ''
}

export default function App() {
  useEffect(markHydrated, [])
  return <Outlet />
}

/** 404 → the generic not-found page; anything else → a generic error, without internals. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main id="contenido" className="min-h-screen bg-stone-50">
      {isRouteErrorResponse(error) && error.status === 404 ? (
        <NotFound homeHref="/" />
      ) : (
        <ErrorPage error={error} homeHref="/" />
      )}
    </main>
  )
}
