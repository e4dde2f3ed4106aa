import { index, layout, type RouteConfig, route } from '@react-router/dev/routes'

/**
 * Every page. Platform paths are static and outrank `:shop`; core's RESERVED_PATHS keeps shop
 * slugs off them. On a shop's own host the server rewrites /x to /{slug}/x, so the storefront
 * routes also answer the paths the platform has (logout, language).
 */
export default [
  layout('routes/platform/layout.tsx', [
    index('routes/platform/home.tsx'),
    route('login', 'routes/account/login.tsx'),
    route('signup', 'routes/account/signup.tsx'),
    route('recuperar', 'routes/account/recuperar.tsx'),
    route('perfil', 'routes/account/perfil.tsx'),
    route('logout', 'routes/account/logout.tsx'),
    route('*', 'routes/platform/not-found.tsx'),
  ]),
  route('preferencias/idioma', 'routes/preferences/language.tsx'),
  route(':shop/preferencias/idioma', 'routes/storefront/language.tsx'),
  route(':shop', 'routes/storefront/layout.tsx', [
    index('routes/storefront/home.tsx'),
    route('login', 'routes/storefront/login.tsx'),
    route('signup', 'routes/storefront/signup.tsx'),
    route('recuperar', 'routes/storefront/recuperar.tsx'),
    route('perfil', 'routes/storefront/perfil.tsx'),
    route('logout', 'routes/storefront/logout.tsx'),
    route('*', 'routes/storefront/not-found.tsx'),
  ]),
] satisfies RouteConfig
