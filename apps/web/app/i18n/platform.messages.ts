/**
 * Messages of the platform's item screens (/marketplace, /products, /red-comercial; issue #4 §6),
 * in every locale. es-MX.ts, es-AR.ts and en.ts spread them in.
 */
export const platformEsMX = {
  'market.title': 'Marketplace',
  'market.intro': 'Productos, servicios y experiencias de todos los proveedores de Tianguis.',
  'market.types': 'Qué buscas',
  'market.type.all': 'Todo',
  'market.type.product': 'Productos',
  'market.type.service': 'Servicios',
  'market.type.experience': 'Experiencias',
  'market.empty': 'Todavía no hay nada publicado aquí.',
  'market.products.title': 'Productos',
  'market.products.intro': 'Los productos de todos los proveedores de Tianguis.',
  'market.network.title': 'Red comercial',
  'market.network.intro': 'Los negocios de la red y sus productos más nuevos.',
  'market.network.businesses': 'Negocios',
  'market.network.products': 'Productos recientes',
  'market.network.allProducts': 'Ver todos los productos',
}

type PlatformMessages = Record<keyof typeof platformEsMX, string>

export const platformEsAR: PlatformMessages = { ...platformEsMX }

export const platformEn: PlatformMessages = {
  'market.title': 'Marketplace',
  'market.intro': 'Products, services and experiences from every Tianguis supplier.',
  'market.types': 'What are you looking for',
  'market.type.all': 'Everything',
  'market.type.product': 'Products',
  'market.type.service': 'Services',
  'market.type.experience': 'Experiences',
  'market.empty': 'Nothing has been published here yet.',
  'market.products.title': 'Products',
  'market.products.intro': 'Products from every Tianguis supplier.',
  'market.network.title': 'Business network',
  'market.network.intro': 'The network’s businesses and their newest products.',
  'market.network.businesses': 'Businesses',
  'market.network.products': 'Newest products',
  'market.network.allProducts': 'See all products',
}
