import { index, type RouteConfig, route } from '@react-router/dev/routes'

/**
 * Every page. `:shop?` is the shop's slug when a shop is addressed by path (`/demo/login`),
 * absent on a shop's own host (`demo.example.com/login`, the server names the shop) and on the
 * platform's own pages (`/login`). Core's RESERVED_PATHS keeps slugs off the static segments.
 */
export default [
  route('preferencias/idioma', 'routes/preferences/language.tsx'),
  route('preferencias/tema', 'routes/preferences/theme.tsx'),
  // The resale-info toggle (001 §4; decision 071): a cookie for 365 days.
  route('preferencias/reventa', 'routes/preferences/resale-info.tsx'),
  // Only at a host's root: the shop's on a shop host, the platform's otherwise.
  route('robots.txt', 'routes/seo/robots.ts'),
  // An order's print preview (002 §2; decision 080): a plain page for paper, outside the shop's frame.
  route(':shop?/mis-compras/:order/imprimir', 'routes/purchases/imprimir.tsx'),
  route(':shop?', 'routes/storefront/layout.tsx', [
    index('routes/storefront/home.tsx'),
    route('login', 'routes/storefront/login.tsx'),
    route('signup', 'routes/storefront/signup.tsx'),
    route('recuperar', 'routes/storefront/recuperar.tsx'),
    route('perfil', 'routes/storefront/perfil.tsx'),
    // My tickets (002 §2; decision 083): the platform's and each shop's; reserved in core's tenancy.ts.
    route('mis-boletos', 'routes/storefront/mis-boletos.tsx'),
    // My wallet (002 §3; decision 090): the platform's and every shop's; reserved in core's tenancy.ts.
    route('billetera', 'routes/storefront/billetera.tsx'),
    // The platform's ledger report for its admins (decision 090); `plataforma` is reserved.
    route('plataforma/libro-mayor', 'routes/storefront/libro-mayor.tsx'),
    // The door's ticket scan (decision 083), the back office's first page (`admin` is reserved).
    route('admin/boletos', 'routes/storefront/admin-boletos.tsx'),
    // The seller's fiscal information for receipts and invoices (decision 085).
    route('admin/facturacion', 'routes/storefront/admin-facturacion.tsx'),
    // The header and carousel editors (001 §2, §4; decision 096): shop admins only.
    route('admin/encabezados', 'routes/storefront/admin-encabezados.tsx'),
    route('admin/encabezados/nuevo', 'routes/storefront/admin-encabezado.tsx', { id: 'header-new' }),
    route('admin/encabezados/:id', 'routes/storefront/admin-encabezado.tsx', { id: 'header-edit' }),
    route('admin/carrusel', 'routes/storefront/admin-carrusel.tsx'),
    route('admin/carrusel/nuevo', 'routes/storefront/admin-diapositiva.tsx', { id: 'slide-new' }),
    route('admin/carrusel/:id', 'routes/storefront/admin-diapositiva.tsx', { id: 'slide-edit' }),
    // The shop's look edited in place by its admins (issue 17, decision 095).
    route('admin/tienda', 'routes/storefront/admin-tienda.tsx'),
    // The shop's settings and its banners editor, for its admins (issue 17; decision 097).
    route('admin/configuracion', 'routes/storefront/admin-configuracion.tsx'),
    route('admin/banners', 'routes/storefront/admin-banners.tsx'),
    route('logout', 'routes/storefront/logout.tsx'),
    // Guest checkout's sign-in by code (002 §2, decision 047); the checkout page places the same pieces.
    route('comprar/invitado', 'routes/storefront/guest-checkout.tsx'),
    // A shared checkout's public page (decision 054), under `comprar`, which core reserves.
    route('comprar/compartido/:publicSlug', 'routes/storefront/checkout/compartido.tsx'),
    // The supplier's own items (issue #4): static, in the platform's shell or the shop's frame.
    route('apps/me/products', 'routes/apps/products.tsx'),
    route('apps/me/products/create', 'routes/apps/product-create.tsx'),
    route('apps/me/products/services/create', 'routes/apps/service-create.tsx'),
    route('apps/me/products/experiences/create', 'routes/apps/experience-create.tsx'),
    route('apps/me/products/:id/edit', 'routes/apps/product-edit.tsx'),
    route('apps/me/products/:id/delete', 'routes/apps/product-delete.tsx'),
    // The payment methods the supplier takes (decision 060).
    route('apps/me/payment-types', 'routes/apps/payment-types.tsx'),
    // The reseller's area (001 §2; decision 071): items to resell, their catalogues, the plans.
    route('apps/me/referral', 'routes/apps/referral.tsx'),
    route('apps/me/referral/resale/catalogues', 'routes/apps/referral-catalogues.tsx'),
    route('apps/me/referral/resale/plans', 'routes/apps/referral-plans.tsx'),
    // The packages to buy (002 §2; decision 092), and the item page's upgrade offer's target.
    route('apps/paquetes', 'routes/apps/paquetes.tsx'),
    // The shop's sections (001 §2): static, so they win over a slug; reserved in core's tenancy.ts.
    route('productos', 'routes/storefront/sections/productos.tsx'),
    route('servicios', 'routes/storefront/sections/servicios.tsx'),
    route('experiencias', 'routes/storefront/sections/experiencias.tsx'),
    route('catalogos', 'routes/storefront/sections/catalogos.tsx'),
    route('catalogos/:slug', 'routes/storefront/sections/catalogo.tsx'),
    // A shop admin's confirmation of a catalogue's deletion, and the action the page's deletion posts to.
    route('catalogos/:slug/eliminar', 'routes/storefront/sections/catalogo-delete.tsx'),
    // A shop admin's catalogue form (decision 067): new, and edit (the slug stays).
    route('catalogos/nuevo', 'routes/storefront/sections/catalogo-nuevo.tsx'),
    route('catalogos/:slug/editar', 'routes/storefront/sections/catalogo-editar.tsx'),
    // The catalogue page's fork, duplicate and share posts (decision 070).
    route('catalogos/:slug/copias', 'routes/storefront/sections/catalogo-copias.ts'),
    // 'Duplicar catálogo' without JavaScript (decision 076): the form's page, posting to `copias`.
    route('catalogos/:slug/duplicar', 'routes/storefront/sections/catalogo-duplicar.tsx'),
    route('blogs', 'routes/storefront/sections/blogs.tsx'),
    route('franquicias', 'routes/storefront/sections/franquicias.tsx'),
    route('info', 'routes/storefront/sections/info.tsx'),
    // The footer's pages and the side menu's preferences (001 §2; issue 11, decision 035), the
    // shop's under its base and the platform's at the root; reserved in core's tenancy.ts.
    route('terminos', 'routes/pages/terminos.tsx'),
    route('privacidad', 'routes/pages/privacidad.tsx'),
    route('contacto', 'routes/pages/contacto.tsx'),
    route('acerca', 'routes/pages/acerca.tsx'),
    route('preferencias', 'routes/pages/preferencias.tsx'),
    // The cart as a page (002 §2; decision 044); reserved in core's tenancy.ts.
    route('carrito', 'routes/storefront/carrito.tsx'),
    // My purchases and an order's detail (002 §2, §3; decision 080), the platform's and every shop's;
    // `/shopping-cart/orders` is the same list (where a cancellation lands). Reserved in core's tenancy.ts.
    route('mis-compras', 'routes/storefront/purchases/mis-compras.tsx'),
    route('shopping-cart/orders', 'routes/storefront/purchases/mis-compras.tsx', {
      id: 'shopping-cart-orders',
    }),
    route('mis-compras/:order', 'routes/storefront/purchases/orden.tsx'),
    // The order's receipt and invoice downloads (decision 085): the file, or back to the order with a toast.
    route('mis-compras/:order/recibo', 'routes/storefront/purchases/recibo.ts'),
    route('mis-compras/:order/factura', 'routes/storefront/purchases/factura.ts'),
    // Confirming and paying a quoted order (decision 086).
    route('mis-compras/:order/pagar', 'routes/storefront/purchases/pagar.tsx'),
    // Returns (decision 091): the customer's request form and their return's page.
    route('mis-compras/:order/devolver', 'routes/storefront/returns/devolver.tsx'),
    route('mis-compras/devoluciones/:id', 'routes/storefront/returns/devolucion.tsx'),
    // The disabled-supplier warning's help page (001 §2).
    route('ayuda/proveedores/deshabilitado', 'routes/pages/supplier-disabled-help.tsx'),
    // An item's page in the shop (001 §2 detail path); one module for the three prefixes.
    route('productos/:owner/:id', 'routes/storefront/item.tsx', { id: 'item-product' }),
    route('servicios/:owner/:id', 'routes/storefront/item.tsx', { id: 'item-service' }),
    route('experiencias/:owner/:id', 'routes/storefront/item.tsx', { id: 'item-experience' }),
    // The item page's 'Agregar a un catálogo' without JavaScript (decision 074), shop admins only.
    route('productos/:owner/:id/catalogos', 'routes/storefront/item-catalogues.tsx', {
      id: 'item-product-catalogues',
    }),
    route('servicios/:owner/:id/catalogos', 'routes/storefront/item-catalogues.tsx', {
      id: 'item-service-catalogues',
    }),
    route('experiencias/:owner/:id/catalogos', 'routes/storefront/item-catalogues.tsx', {
      id: 'item-experience-catalogues',
    }),
    // The add/remove control without JavaScript (decision 076): its form posts to the item's
    // page path + `/revender`, which also confirms a removal; for the shop's three prefixes and
    // the platform's six item paths, everywhere the control shows.
    ...[
      ['productos/:owner/:id', 'item-product'],
      ['servicios/:owner/:id', 'item-service'],
      ['experiencias/:owner/:id', 'item-experience'],
      ['products/:id', 'platform-product'],
      ['services/:id', 'platform-service'],
      ['negocios/:owner/products/:id', 'business-product'],
      ['negocios/:owner/services/:id', 'business-service'],
      ['profiles/:owner/products/:id', 'profile-product'],
      ['profiles/:owner/services/:id', 'profile-service'],
    ].map(([path, id]) =>
      route(`${path}/revender`, 'routes/storefront/item-resale.tsx', { id: `${id}-resale` }),
    ),
    // An item's review form (its action takes the item page's quick rating) and every review of it
    // (decision 084), beside the item's page in a shop and on the platform.
    ...['productos', 'servicios', 'experiencias'].flatMap((prefix) => [
      route(`${prefix}/:owner/:id/resena`, 'routes/storefront/item-review.tsx', { id: `${prefix}-review` }),
      route(`${prefix}/:owner/:id/resenas`, 'routes/storefront/item-reviews.tsx', {
        id: `${prefix}-reviews`,
      }),
    ]),
    ...['products', 'services'].flatMap((kind) => [
      route(`${kind}/:id/resena`, 'routes/storefront/item-review.tsx', { id: `platform-${kind}-review` }),
      route(`${kind}/:id/resenas`, 'routes/storefront/item-reviews.tsx', { id: `platform-${kind}-reviews` }),
    ]),
    // The platform's item pages, targets of the card links of 001 §2 (404 inside a shop).
    route('products/:id', 'routes/platform/item.tsx', { id: 'platform-product' }),
    route('services/:id', 'routes/platform/item.tsx', { id: 'platform-service' }),
    route('negocios/:owner/products/:id', 'routes/platform/item.tsx', { id: 'business-product' }),
    route('negocios/:owner/services/:id', 'routes/platform/item.tsx', { id: 'business-service' }),
    route('profiles/:owner/products/:id', 'routes/platform/item.tsx', { id: 'profile-product' }),
    route('profiles/:owner/services/:id', 'routes/platform/item.tsx', { id: 'profile-service' }),
    route('web/:slug/products/:id', 'routes/platform/web-item.tsx'),
    // The platform's item screens (issue #4 §6; 404 inside a shop).
    route('marketplace', 'routes/platform/marketplace.tsx'),
    route('products', 'routes/platform/products.tsx'),
    route('red-comercial', 'routes/platform/red-comercial.tsx'),
    // The free-store landing that ul1's commission banner links (001 §6; decision 071).
    route('asistentes/emprendedores', 'routes/platform/entrepreneurs.tsx'),
    // The plans' landing pages (002 §2; decision 092), the platform's; reserved in core's tenancy.ts.
    route('tiendaenlinea', 'routes/platform/plan-landing.tsx', { id: 'landing-online-store' }),
    route('negociodigital', 'routes/platform/plan-landing.tsx', { id: 'landing-digital-business' }),
    route('mkt/facturacion', 'routes/platform/plan-landing.tsx', { id: 'landing-electronic-invoicing' }),
    route('sitemap.xml', 'routes/seo/sitemap.ts'),
    // Checkout (issue 12, decisions 041, 049): the master or one supplier's checkout, buy now, the paid page.
    route('comprar', 'routes/storefront/checkout/comprar.tsx'),
    route('comprar-articulo/:owner/:id', 'routes/storefront/checkout/comprar-articulo.tsx'),
    route('pagado/:checkout', 'routes/storefront/checkout/pagado.tsx'),
    // Canceling a purchase order (002 §4; decision 082): the customer's, and the shop's sale.
    route('mis-compras/:id/cancelar', 'routes/storefront/orders/cancelar.tsx'),
    route('admin/pedidos/:id/cancelar', 'routes/storefront/admin/pedido-cancelar.tsx'),
    // A franchise shop's packing of a sale (002 §7 binpacked, notpacked; decision 087).
    route('admin/pedidos/:id/empaque', 'routes/storefront/admin/pedido-empaque.tsx'),
    // The seller's back office (decision 081): the shop's sales, and one sale with its steps and notes.
    route('admin/pedidos', 'routes/storefront/admin/pedidos.tsx'),
    route('admin/pedidos/:id', 'routes/storefront/admin/pedido.tsx'),
    // The shop's returns and one return with its refunds (decision 091).
    route('admin/devoluciones', 'routes/storefront/admin/devoluciones.tsx'),
    route('admin/devoluciones/:id', 'routes/storefront/admin/devolucion.tsx'),
    // The navbar search's suggestions as JSON (a resource route: no page).
    route('sugerencias', 'routes/storefront/suggestions.ts'),
    route('*', 'routes/storefront/not-found.tsx'),
  ]),
] satisfies RouteConfig
