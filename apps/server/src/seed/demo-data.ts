import type { StoreThemeInfo } from '@tianguis/core/contracts/shops'

/** The demo accounts listed in the README; every one logs in with DEMO_PASSWORD. */
export const DEMO_PASSWORD = 'tianguis-demo'

export const DEMO_USERS = [
  {
    key: 'admin',
    email: 'admin@demo.test',
    name: 'Ana Administradora',
    level: 'ul2',
    mainType: 'business',
    slug: 'ana-admin',
  },
  {
    key: 'staff',
    email: 'staff@demo.test',
    name: 'Sergio Contador',
    level: 'ul0',
    mainType: 'personal',
    slug: null,
  },
  {
    key: 'supplier',
    email: 'proveedor@demo.test',
    name: 'Proveedora del Centro',
    level: 'ul2',
    mainType: 'dssupplier',
    slug: 'proveedora-centro',
  },
  {
    key: 'reseller',
    email: 'revendedor@demo.test',
    name: 'Rita Revendedora',
    level: 'ul2',
    mainType: 'referral',
    slug: 'rita',
  },
  {
    key: 'entrepreneur',
    email: 'emprendedor@demo.test',
    name: 'Emilio Emprendedor',
    level: 'ul1',
    mainType: 'personal',
    slug: null,
  },
  {
    // A second supplier whose items `demo` resells, with no selling set-up yet (decision 043).
    key: 'workshop',
    email: 'taller@demo.test',
    name: 'Taller del Norte',
    level: 'ul1',
    mainType: 'dssupplier',
    slug: 'taller-del-norte',
  },
  {
    key: 'customer',
    email: 'cliente@demo.test',
    name: 'Carla Cliente',
    level: 'ul0',
    mainType: 'personal',
    slug: null,
  },
] as const

export type DemoUserKey = (typeof DEMO_USERS)[number]['key']

const sections = (enabled: string[]): StoreThemeInfo['sections_info'] =>
  (['products', 'services', 'experiences', 'franchises', 'retail', 'blogs'] as const).map((section) => ({
    section,
    enabled: enabled.includes(section),
  }))

const slide = (name: string, url: string | null, target: 'all' | 'anon' | 'ul0' | 'ul1' | 'ul2' = 'all') => ({
  hzt_image: `/static/demo/${name}-hzt.svg`,
  vrt_image: `/static/demo/${name}-vrt.svg`,
  hzt_image_id: null,
  vrt_image_id: null,
  product: null,
  supplier: null,
  url,
  url_target: false,
  target,
})

export const DEMO_SHOPS = [
  {
    slug: 'red-raiz',
    name: 'Red Raíz',
    owner: 'admin',
    theme: 3,
    storeType: 'affinity',
    rootSlug: null,
    photo: '/static/demo/red-raiz-logo.svg',
    photoDisplay: 'cir',
    seoDescription: 'La red de afinidad que une a las tiendas de la comunidad.',
    theme_info: {
      color1: '#1e3a8a',
      color2: '#f59e0b',
      columns: 2,
      signup_form: 'complete',
      sections_info: sections(['products', 'services', 'franchises', 'blogs']),
      slider_info: [slide('mercado', null)],
      header_info: {
        title: 'Una red, muchas tiendas',
        subtitle: 'Comercio local, alcance nacional',
        description: 'Conecta proveedores, revendedores y clientes.',
        action_type: 'signup',
        url: null,
        product: null,
        product_supplier: null,
        button_label: 'Únete',
        target: 'anon',
      },
    },
    contact: { email: 'hola@red-raiz.test', phone: '5512345678', countryCode: '52', whatsapp: '5512345678' },
    social: {
      facebook: 'redraiz',
      instagram: 'redraiz',
      twitter: null,
      youtube: null,
      twitch: null,
      kick: null,
      discord: null,
    },
  },
  {
    slug: 'demo',
    name: 'Tienda Demo',
    owner: 'admin',
    theme: 3,
    storeType: 'plain',
    rootSlug: 'red-raiz',
    photo: '/static/demo/demo-logo.svg',
    photoDisplay: 'sq',
    seoDescription: 'Productos, servicios y experiencias de la Tienda Demo de Tianguis.',
    theme_info: {
      color1: '#0f766e',
      color2: '#f97316',
      columns: 2,
      signup_form: 'basic',
      sections_info: sections(['products', 'services', 'experiences', 'blogs']),
      slider_info: [
        slide('mercado', null),
        slide('ofertas', 'https://tianguis.localhost/demo/productos', 'all'),
      ],
      header_info: {
        title: 'Bienvenido a Tienda Demo',
        subtitle: 'Lo mejor del tianguis',
        description: 'Productos de proveedores locales, servicios y experiencias.',
        action_type: 'none',
        url: null,
        product: null,
        product_supplier: null,
        button_label: null,
        target: 'all',
      },
    },
    contact: { email: 'contacto@demo.test', phone: '5598765432', countryCode: '52', whatsapp: '5598765432' },
    social: {
      facebook: 'tiendademo',
      instagram: 'tiendademo',
      twitter: 'tiendademo',
      youtube: 'tiendademo',
      twitch: null,
      kick: null,
      discord: 'https://discord.gg/tiendademo',
    },
  },
  {
    slug: 'tienda-afiliada',
    name: 'Tienda Afiliada',
    owner: 'reseller',
    theme: 4,
    storeType: 'affiliate',
    rootSlug: 'red-raiz',
    photo: '/static/demo/afiliada-logo.svg',
    photoDisplay: 'bdr_rec',
    seoDescription: 'Productos seleccionados por Rita, revendedora de la red.',
    theme_info: {
      color1: '#7c3aed',
      color2: '#ec4899',
      columns: 1,
      signup_form: 'basic',
      sections_info: sections(['products', 'services']),
      slider_info: [slide('ofertas', null)],
      header_info: null,
    },
    contact: { email: 'rita@afiliada.test', phone: '1145678901', countryCode: '54', whatsapp: '1145678901' },
    social: {
      facebook: null,
      instagram: 'rita.revende',
      twitter: null,
      youtube: null,
      twitch: 'ritarevende',
      kick: null,
      discord: null,
    },
  },
  {
    slug: 'franquicia-centro',
    name: 'Franquicia Centro',
    owner: 'supplier',
    theme: 3,
    storeType: 'franchise',
    rootSlug: 'red-raiz',
    photo: '/static/demo/franquicia-logo.svg',
    photoDisplay: 'bdr_cir',
    seoDescription: 'Franquicia del centro: productos del proveedor con envío directo.',
    theme_info: {
      color1: '#b91c1c',
      color2: '#facc15',
      columns: 2,
      signup_form: 'complete',
      sections_info: sections(['products', 'services', 'experiences', 'franchises', 'retail']),
      slider_info: [slide('mercado', null)],
      header_info: null,
    },
    contact: {
      email: 'centro@franquicia.test',
      phone: '3312345678',
      countryCode: '52',
      whatsapp: '3312345678',
    },
    social: {
      facebook: 'franquiciacentro',
      instagram: null,
      twitter: null,
      youtube: null,
      twitch: null,
      kick: 'franquiciacentro',
      discord: null,
    },
  },
] as const

/** Staff rows: who works in which demo shop, with which role. */
export const DEMO_STAFF = [{ shop: 'demo', user: 'staff', role: 'accountant' }] as const

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
 * Items of the supplier (001 §3 Item), shown in the shop they own, `franquicia-centro`, and resold
 * in `demo`; Ana's own products, sold in `demo` (hers); and Taller del Norte's, resold in `demo`
 * (decision 043). Matched
 * by owner and slug, so a second seed adds none. Amounts are minor units; photos reuse the demo
 * SVGs until uploads exist. The experience is dated a year after the seed runs. Names, tags and
 * descriptions carry accents (Café, artesanía, Instalación, algodón) so search can be tried
 * with and without them (decision 020).
 */
export const DEMO_ITEMS = [
  {
    owner: 'supplier',
    slug: 'canasta-artesanal',
    name: 'Canasta artesanal',
    type: 'product',
    photos: ['/static/demo/mercado-vrt.svg', '/static/demo/ofertas-vrt.svg'],
    listPrice: 45_000,
    crossoutPrice: 59_900,
    variants: { Tamaño: 'Mediana', Color: 'Natural' },
    plainDescription: 'Canasta tejida a mano con palma natural, ideal para el mercado.',
    tags: ['artesanía', 'palma', 'hogar'],
    available: 25,
    contributionMargin: 9_000,
    isDropshipping: true,
  },
  {
    owner: 'supplier',
    slug: 'instalacion-de-paneles',
    name: 'Instalación de paneles',
    type: 'service',
    photos: ['/static/demo/banner-envio-vrt.svg'],
    listPrice: 120_000,
    crossoutPrice: null,
    variants: {},
    plainDescription: 'Instalación a domicilio en la zona centro, con garantía de 30 días.',
    tags: ['servicio', 'instalación'],
    available: 0,
    contributionMargin: null,
    isDropshipping: false,
  },
  {
    owner: 'supplier',
    slug: 'taller-de-barro',
    name: 'Taller de barro',
    type: 'experience',
    photos: ['/static/demo/banner-emprende-vrt.svg'],
    listPrice: 35_000,
    crossoutPrice: null,
    variants: {},
    plainDescription: 'Tres horas de modelado en barro con artesanos locales. Materiales incluidos.',
    tags: ['experiencia', 'barro', 'taller'],
    available: 0,
    contributionMargin: null,
    isDropshipping: false,
  },
  {
    owner: 'supplier',
    slug: 'cafe-de-chiapas',
    name: 'Café de Chiapas',
    type: 'product',
    photos: ['/static/demo/ofertas-vrt.svg'],
    listPrice: 18_000,
    crossoutPrice: null,
    variants: { Molienda: 'Grano' },
    plainDescription: 'Café de altura tostado en pequeños lotes por productores de la sierra.',
    tags: ['café', 'orgánico', 'gourmet'],
    available: 40,
    contributionMargin: 3_000,
    isDropshipping: true,
  },
  {
    owner: 'supplier',
    slug: 'rebozo-de-algodon',
    name: 'Rebozo de algodón',
    type: 'product',
    photos: ['/static/demo/mercado-vrt.svg'],
    listPrice: 89_000,
    crossoutPrice: 99_000,
    variants: { Color: 'Añil' },
    plainDescription: 'Rebozo tejido en telar de cintura, teñido con añil.',
    tags: ['artesanía', 'textil', 'moda'],
    available: 6,
    contributionMargin: 12_000,
    isDropshipping: true,
  },
  // Ana's own products, sold in `demo` (decision 043): on stock, one made on demand, one with a
  // maximum per purchase, one with a choice of size.
  {
    owner: 'admin',
    slug: 'jarro-de-barro-negro',
    name: 'Jarro de barro negro',
    type: 'product',
    photos: ['/static/demo/catalogo-cocina.svg'],
    listPrice: 24_000,
    crossoutPrice: null,
    variants: {},
    plainDescription: 'Jarro de barro negro de Oaxaca, bruñido a mano. Para café de olla o agua fresca.',
    tags: ['cocina', 'barro', 'artesanía'],
    available: 12,
    contributionMargin: null,
    isDropshipping: false,
  },
  {
    owner: 'admin',
    slug: 'molcajete-de-piedra',
    name: 'Molcajete de piedra',
    type: 'product',
    photos: ['/static/demo/catalogo-cocina.svg'],
    listPrice: 68_000,
    crossoutPrice: 79_000,
    variants: { Material: 'Piedra volcánica' },
    plainDescription: 'Molcajete de piedra volcánica con tejolote, curado y listo para usar.',
    tags: ['cocina', 'piedra'],
    available: 4,
    contributionMargin: null,
    isDropshipping: false,
  },
  {
    owner: 'admin',
    slug: 'mezcal-artesanal',
    name: 'Mezcal artesanal 750 ml',
    type: 'product',
    photos: ['/static/demo/catalogo-regalos.svg'],
    listPrice: 95_000,
    crossoutPrice: null,
    variants: { Agave: 'Espadín' },
    plainDescription: 'Mezcal joven de agave espadín, destilado en olla de barro. Máximo 2 por compra.',
    tags: ['regalos', 'mezcal'],
    available: 30,
    maxPurchaseAmount: 2,
    contributionMargin: null,
    isDropshipping: false,
  },
  {
    owner: 'admin',
    slug: 'playera-bordada',
    name: 'Playera bordada',
    type: 'product',
    photos: ['/static/demo/catalogo-textiles.svg'],
    listPrice: 35_000,
    crossoutPrice: null,
    // A value listing options separated by commas is a choice (decision 042).
    variants: { Talla: 'Chica, Mediana, Grande', Color: 'Blanco' },
    plainDescription: 'Playera de algodón con bordado de flores hecho a mano.',
    tags: ['textil', 'moda', 'bordado'],
    available: 15,
    contributionMargin: null,
    isDropshipping: false,
  },
  {
    owner: 'admin',
    slug: 'retrato-en-acuarela',
    name: 'Retrato en acuarela',
    type: 'product',
    photos: ['/static/demo/catalogo-temporada.svg'],
    listPrice: 150_000,
    crossoutPrice: null,
    variants: {},
    plainDescription: 'Retrato pintado a pedido a partir de tu fotografía; se entrega en dos semanas.',
    tags: ['arte', 'regalos', 'a pedido'],
    available: 0,
    stockType: 'ondemand',
    contributionMargin: null,
    isDropshipping: false,
  },
  {
    owner: 'admin',
    slug: 'maceta-de-talavera',
    name: 'Maceta de talavera',
    type: 'product',
    photos: ['/static/demo/catalogo-jardin.svg'],
    listPrice: 42_000,
    crossoutPrice: null,
    variants: {},
    plainDescription: 'Maceta de talavera poblana pintada a mano, con plato.',
    tags: ['jardín', 'talavera'],
    available: 8,
    contributionMargin: null,
    isDropshipping: false,
  },
  {
    owner: 'admin',
    slug: 'vela-de-copal',
    name: 'Vela aromática de copal',
    type: 'product',
    photos: ['/static/demo/catalogo-regalos.svg'],
    listPrice: 12_000,
    crossoutPrice: null,
    variants: {},
    plainDescription: 'Vela de cera de soya con aroma a copal, en vaso de vidrio soplado.',
    tags: ['regalos', 'hogar'],
    available: 50,
    contributionMargin: null,
    isDropshipping: false,
  },
  // Taller del Norte's products, resold in `demo`; Taller has no selling set-up (decision 043).
  {
    owner: 'workshop',
    slug: 'silla-de-madera-tallada',
    name: 'Silla de madera tallada',
    type: 'product',
    photos: ['/static/demo/catalogo-jardin.svg'],
    listPrice: 210_000,
    crossoutPrice: null,
    variants: { Madera: 'Pino' },
    plainDescription: 'Silla de pino tallada a mano en la sierra de Chihuahua.',
    tags: ['muebles', 'madera'],
    available: 3,
    contributionMargin: 30_000,
    isDropshipping: true,
  },
  {
    owner: 'workshop',
    slug: 'mesa-de-mezquite',
    name: 'Mesa de centro de mezquite',
    type: 'product',
    photos: ['/static/demo/catalogo-cocina.svg'],
    listPrice: 480_000,
    crossoutPrice: null,
    variants: { Madera: 'Mezquite' },
    plainDescription: 'Mesa de centro de mezquite macizo con acabado en aceite natural.',
    tags: ['muebles', 'madera'],
    available: 2,
    contributionMargin: 60_000,
    isDropshipping: true,
  },
] as const

/**
 * Catalogues of `demo` (000 §3, 001 §3), for its catalogue strip and `/catalogos`. Matched by
 * shop and slug, so a second seed adds none.
 */
export const DEMO_CATALOGUES = [
  { shop: 'demo', slug: 'cocina', name: 'Cocina', photo: '/static/demo/catalogo-cocina.svg' },
  { shop: 'demo', slug: 'textiles', name: 'Textiles', photo: '/static/demo/catalogo-textiles.svg' },
  { shop: 'demo', slug: 'regalos', name: 'Regalos', photo: '/static/demo/catalogo-regalos.svg' },
  { shop: 'demo', slug: 'temporada', name: 'Temporada', photo: '/static/demo/catalogo-temporada.svg' },
  { shop: 'demo', slug: 'jardin', name: 'Jardín', photo: '/static/demo/catalogo-jardin.svg' },
] as const

/**
 * The items other suppliers let `demo` sell (`shop_items`, decision 043): all of Proveedora's and
 * Taller del Norte's, by owner and slug, in this order after Ana's own.
 */
export const DEMO_SHOP_ITEMS = [
  { shop: 'demo', owner: 'supplier', slug: 'canasta-artesanal' },
  { shop: 'demo', owner: 'supplier', slug: 'cafe-de-chiapas' },
  { shop: 'demo', owner: 'supplier', slug: 'rebozo-de-algodon' },
  { shop: 'demo', owner: 'supplier', slug: 'instalacion-de-paneles' },
  { shop: 'demo', owner: 'supplier', slug: 'taller-de-barro' },
  { shop: 'demo', owner: 'workshop', slug: 'silla-de-madera-tallada' },
  { shop: 'demo', owner: 'workshop', slug: 'mesa-de-mezquite' },
] as const

/**
 * Selling set-ups (002 §3; decision 043): Ana and Proveedora take card and store payments; Ana
 * ships at a fixed cost, Proveedora lets buyers collect. Taller del Norte has none: not configured.
 */
export const DEMO_SUPPLIER_SETTINGS = [
  {
    user: 'admin',
    enabledPaymentTypes: ['card', 'store'],
    fixedShippingCost: 9_900,
    fixedShippingDays: 3,
    allowsCollection: false,
  },
  {
    user: 'supplier',
    enabledPaymentTypes: ['card', 'store'],
    fixedShippingCost: null,
    fixedShippingDays: null,
    allowsCollection: true,
  },
] as const

/** Carla's cart in `demo`: two of Ana's products and one of Proveedora's (decision 043). */
export const DEMO_CART = {
  shop: 'demo',
  customer: 'customer',
  lines: [
    { owner: 'admin', slug: 'jarro-de-barro-negro', quantity: 2, variants: {} },
    { owner: 'admin', slug: 'playera-bordada', quantity: 1, variants: { Talla: 'Mediana' } },
    { owner: 'supplier', slug: 'cafe-de-chiapas', quantity: 1, variants: {} },
  ],
} as const
