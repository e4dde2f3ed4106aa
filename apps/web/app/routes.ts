import { index, type RouteConfig, route } from '@react-router/dev/routes'

/**
 * Every page. `:shop?` is the shop's slug when a shop is addressed by path (`/demo/login`),
 * absent on a shop's own host (`demo.example.com/login`, the server names the shop) and on the
 * platform's own pages (`/login`). Core's RESERVED_PATHS keeps slugs off the static segments.
 */
export default [
  route('preferencias/idioma', 'routes/preferences/language.tsx'),
  route(':shop?', 'routes/storefront/layout.tsx', [
    index('routes/storefront/home.tsx'),
    route('login', 'routes/storefront/login.tsx'),
    route('signup', 'routes/storefront/signup.tsx'),
    route('recuperar', 'routes/storefront/recuperar.tsx'),
    route('perfil', 'routes/storefront/perfil.tsx'),
    route('logout', 'routes/storefront/logout.tsx'),
    route('*', 'routes/storefront/not-found.tsx'),
  ]),
] satisfies RouteConfig
