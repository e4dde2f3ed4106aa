/**
 * Messages of the packages page (`/apps/paquetes`), the plans' landing pages (`/tiendaenlinea`,
 * `/negociodigital`, `/mkt/facturacion`; decision 092), in every locale. Every key starts with
 * `packages.`.
 */
export const packagesEsMX = {
  'packages.title': 'Paquetes',
  'packages.intro': 'Elige el plan para tu negocio. Se paga cada mes con tarjeta.',
  'packages.rate': 'Comisión: {rate}',
  'packages.price': '{amount} al mes',
  'packages.margin': 'Margen de contribución: {amount}',
  'packages.current': 'Tu plan, vigente hasta el {date}',
  'packages.currentGiven': 'Tu plan',
  'packages.choose': 'Comprar {plan}',
  'packages.renew': 'Renovar {plan}',
  'packages.buy.title': 'Comprar el plan {plan}',
  'packages.buy.total': 'Total: {amount} por un mes',
  'packages.buy.pay': 'Pagar {amount}',
  'packages.buy.start': 'Pagar con tarjeta',
  'packages.buy.login': 'Inicia sesión para comprar este plan',
  'packages.buy.unknown': 'Ese plan no existe: elige uno de la lista.',
  'packages.done': 'Listo: tu plan {plan} está activo hasta el {date}.',
  'packages.landing.online-store.title': 'Tu tienda en línea',
  'packages.landing.online-store.intro':
    'Vende tus productos, servicios y experiencias en tu propia tienda, con pagos en línea y envíos.',
  'packages.landing.digital-business.title': 'Tu negocio digital',
  'packages.landing.digital-business.intro':
    'Lleva tu negocio a internet: catálogos, revendedores y comisiones en una sola cuenta.',
  'packages.landing.electronic-invoicing.title': 'Facturación electrónica',
  'packages.landing.electronic-invoicing.intro':
    'Emite las facturas de tus ventas sin salir de tu tienda, timbradas y listas para tus clientes.',
  'packages.landing.price': 'Por {amount} al mes',
  'packages.landing.buy': 'Comprar el plan {plan}',
  'packages.landing.all': 'Ver todos los paquetes',
}

type PackagesMessages = Record<keyof typeof packagesEsMX, string>

export const packagesEsAR: PackagesMessages = {
  ...packagesEsMX,
  'packages.intro': 'Elegí el plan para tu negocio. Se paga cada mes con tarjeta.',
  'packages.buy.login': 'Iniciá sesión para comprar este plan',
  'packages.buy.unknown': 'Ese plan no existe: elegí uno de la lista.',
  'packages.landing.online-store.intro':
    'Vendé tus productos, servicios y experiencias en tu propia tienda, con pagos en línea y envíos.',
  'packages.landing.digital-business.intro':
    'Llevá tu negocio a internet: catálogos, revendedores y comisiones en una sola cuenta.',
  'packages.landing.electronic-invoicing.intro':
    'Emití las facturas de tus ventas sin salir de tu tienda, timbradas y listas para tus clientes.',
}

export const packagesEn: PackagesMessages = {
  'packages.title': 'Packages',
  'packages.intro': 'Choose the plan for your business. It is paid monthly by card.',
  'packages.rate': 'Commission: {rate}',
  'packages.price': '{amount} a month',
  'packages.margin': 'Contribution margin: {amount}',
  'packages.current': 'Your plan, active until {date}',
  'packages.currentGiven': 'Your plan',
  'packages.choose': 'Buy {plan}',
  'packages.renew': 'Renew {plan}',
  'packages.buy.title': 'Buy the {plan} plan',
  'packages.buy.total': 'Total: {amount} for one month',
  'packages.buy.pay': 'Pay {amount}',
  'packages.buy.start': 'Pay by card',
  'packages.buy.login': 'Sign in to buy this plan',
  'packages.buy.unknown': 'That plan does not exist: choose one from the list.',
  'packages.done': 'Done: your {plan} plan is active until {date}.',
  'packages.landing.online-store.title': 'Your online store',
  'packages.landing.online-store.intro':
    'Sell your products, services and experiences in your own store, with online payments and shipping.',
  'packages.landing.digital-business.title': 'Your digital business',
  'packages.landing.digital-business.intro':
    'Take your business online: catalogues, resellers and commissions in one account.',
  'packages.landing.electronic-invoicing.title': 'Electronic invoicing',
  'packages.landing.electronic-invoicing.intro':
    'Issue your sales’ invoices without leaving your store, stamped and ready for your customers.',
  'packages.landing.price': 'For {amount} a month',
  'packages.landing.buy': 'Buy the {plan} plan',
  'packages.landing.all': 'See every package',
}
