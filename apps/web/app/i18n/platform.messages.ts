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
  // The free-store landing of ul1's commission banner (001 §6 'Gana comisiones'; decision 071).
  'market.entrepreneurs.title': 'Abre tu tienda gratis',
  'market.entrepreneurs.intro':
    'Revende los productos de los proveedores de Tianguis y gana una comisión por cada venta, sin tener inventario.',
  'market.entrepreneurs.step1': 'Crea tu cuenta y tu tienda.',
  'market.entrepreneurs.step2': 'Agrega productos de los proveedores a tu tienda y a tus catálogos.',
  'market.entrepreneurs.step3': 'Comparte tu tienda: cada venta te deja una comisión según tu plan.',
  'market.entrepreneurs.signup': 'Crear mi cuenta',
  'market.entrepreneurs.resell': 'Ver productos para revender',
  'market.entrepreneurs.plans': 'Ver los planes',
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
  'market.entrepreneurs.title': 'Open your shop for free',
  'market.entrepreneurs.intro':
    'Resell the products of Tianguis suppliers and earn a commission on every sale, with no stock of your own.',
  'market.entrepreneurs.step1': 'Create your account and your shop.',
  'market.entrepreneurs.step2': 'Add suppliers’ products to your shop and your catalogues.',
  'market.entrepreneurs.step3': 'Share your shop: every sale earns you a commission by your plan.',
  'market.entrepreneurs.signup': 'Create my account',
  'market.entrepreneurs.resell': 'See products to resell',
  'market.entrepreneurs.plans': 'See the plans',
}
