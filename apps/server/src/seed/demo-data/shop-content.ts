// What the demo shops show besides items: banners and catalogues.

/**
 * Banners of the demo shop (000 §3 Banner), one per audience the journeys check: visitors see
 * the sign-up one, registered customers (ul0) the entrepreneur one, everybody the shipping one.
 * `product_name` doubles as the banner's label (its image's text alternative).
 */
export const DEMO_BANNERS = [
  {
    shop: 'demo',
    image: 'banner-registro',
    productName: 'Regístrate y recibe ofertas',
    actionType: 'signup',
    url: null,
    target: 'anon',
  },
  {
    shop: 'demo',
    image: 'banner-emprende',
    productName: 'Vende en tu propia tienda',
    actionType: 'url',
    // Where a customer starts selling: the supplier's first item (issue 11: no dead ends).
    url: 'https://tianguis.localhost/apps/me/products/create',
    target: 'ul0',
  },
  {
    shop: 'demo',
    image: 'banner-envio',
    productName: 'Envío gratis desde $999',
    actionType: 'none',
    url: null,
    target: 'all',
  },
] as const

/**
 * Catalogues of `demo` and of Rita's `tienda-afiliada` (000 §3, 001 §3), for their catalogue strip
 * and `/catalogos`. `shown: false` makes one its owner keeps out of the store, so the store's
 * picker of available catalogues has one to offer (decision 067). Matched by shop and slug, so a
 * second seed adds none.
 */
export const DEMO_CATALOGUES: readonly {
  shop: string
  slug: string
  name: string
  photo: string | null
  shown?: boolean
}[] = [
  { shop: 'demo', slug: 'cocina', name: 'Cocina', photo: '/static/demo/catalogo-cocina.svg' },
  { shop: 'demo', slug: 'textiles', name: 'Textiles', photo: '/static/demo/catalogo-textiles.svg' },
  { shop: 'demo', slug: 'regalos', name: 'Regalos', photo: '/static/demo/catalogo-regalos.svg' },
  { shop: 'demo', slug: 'temporada', name: 'Temporada', photo: '/static/demo/catalogo-temporada.svg' },
  { shop: 'demo', slug: 'jardin', name: 'Jardín', photo: '/static/demo/catalogo-jardin.svg' },
  { shop: 'tienda-afiliada', slug: 'favoritos-de-rita', name: 'Favoritos de Rita', photo: null },
  {
    shop: 'tienda-afiliada',
    slug: 'novedades',
    name: 'Novedades',
    photo: '/static/demo/catalogo-temporada.svg',
  },
  {
    shop: 'tienda-afiliada',
    slug: 'ideas-para-regalar',
    name: 'Ideas para regalar',
    photo: null,
    shown: false,
  },
]

/**
 * One more header record per demo shop (decision 096): the header editor lists it beside the
 * shop's shown header (made from its stored header_info); saving it shows it.
 */
export const DEMO_HEADERS: readonly {
  shop: string
  title: string
  subtitle: string | null
  description: string | null
  actionType: 'none' | 'signup'
  buttonLabel: string | null
}[] = [
  {
    shop: 'red-raiz',
    title: 'Abre tu tienda hoy',
    subtitle: 'Sin costo de inicio',
    description: 'Vende productos de la red y gana comisiones.',
    actionType: 'signup',
    buttonLabel: 'Crear cuenta',
  },
  {
    shop: 'demo',
    title: 'Envíos a todo el país',
    subtitle: 'Recibe en 3 a 5 días',
    description: null,
    actionType: 'none',
    buttonLabel: null,
  },
  {
    shop: 'tienda-afiliada',
    title: 'Ofertas de temporada',
    subtitle: null,
    description: 'Productos seleccionados con descuento.',
    actionType: 'none',
    buttonLabel: null,
  },
  {
    shop: 'franquicia-centro',
    title: 'Franquicia Centro',
    subtitle: 'Atención en tienda',
    description: null,
    actionType: 'none',
    buttonLabel: null,
  },
]
