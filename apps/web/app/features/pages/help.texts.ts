import type { Locale } from '@tianguis/core/locales'
import type { DocumentTemplate } from './page-document'

/**
 * /ayuda/proveedores/deshabilitado (001 §2): the page the disabled-supplier warning links to. A
 * supplier's account is disabled when its shops carry the 'dssupplier-disabled' permission
 * (decision 016). `{platform}` is the platform's name.
 */
export const SUPPLIER_DISABLED_HELP: Record<Locale, DocumentTemplate> = {
  'es-MX': {
    title: 'Cuenta de proveedor deshabilitada',
    intro: [
      'Si en una tienda ves el aviso «La cuenta de proveedor de esta tienda está deshabilitada», el proveedor que surte sus artículos no puede vender por ahora en {platform}. Aquí te explicamos qué significa, por qué pasa y qué puedes hacer.',
    ],
    sections: [
      {
        heading: 'Qué significa',
        paragraphs: [
          'Los artículos de ese proveedor siguen a la vista, pero no se pueden comprar mientras su cuenta esté deshabilitada, ni en su tienda ni en las tiendas que los revenden. Los pedidos que ya estaban pagados siguen su curso y conservas todos tus derechos sobre ellos.',
        ],
      },
      {
        heading: 'Por qué pasa',
        paragraphs: [
          '{platform} deshabilita una cuenta de proveedor cuando faltan o vencieron sus datos fiscales o de identidad, cuando hay un pago pendiente de su plan, cuando se acumulan pedidos sin entregar o quejas sin atender, cuando publica artículos que incumplen los términos, o cuando el propio proveedor lo pide.',
        ],
      },
      {
        heading: 'Si eres cliente',
        paragraphs: [
          'No tienes que hacer nada. Puedes seguir navegando la tienda y comprar artículos de otros proveedores. Si tienes un pedido en curso con este proveedor y una duda sobre él, comunícate con la tienda desde su página de contacto.',
        ],
      },
      {
        heading: 'Si eres el proveedor o el dueño de la tienda',
        paragraphs: [
          'Revisa tu correo: te enviamos un mensaje con el motivo y lo que falta para resolverlo. Inicia sesión, completa o corrige lo que se indica y responde ese correo si necesitas ayuda. En cuanto se resuelva, la cuenta se habilita de nuevo, el aviso desaparece y tus artículos vuelven a poder comprarse; no pierdes tus artículos, catálogos ni tu historial.',
        ],
      },
    ],
  },
  'es-AR': {
    title: 'Cuenta de proveedor deshabilitada',
    intro: [
      'Si en una tienda ves el aviso «La cuenta de proveedor de esta tienda está deshabilitada», el proveedor que abastece sus artículos no puede vender por ahora en {platform}. Acá te contamos qué significa, por qué pasa y qué podés hacer.',
    ],
    sections: [
      {
        heading: 'Qué significa',
        paragraphs: [
          'Los artículos de ese proveedor siguen a la vista, pero no se pueden comprar mientras su cuenta esté deshabilitada, ni en su tienda ni en las tiendas que los revenden. Los pedidos que ya estaban pagados siguen su curso y conservás todos tus derechos sobre ellos.',
        ],
      },
      {
        heading: 'Por qué pasa',
        paragraphs: [
          '{platform} deshabilita una cuenta de proveedor cuando faltan o vencieron sus datos fiscales o de identidad, cuando hay un pago pendiente de su plan, cuando se acumulan pedidos sin entregar o reclamos sin atender, cuando publica artículos que no cumplen los términos, o cuando el propio proveedor lo pide.',
        ],
      },
      {
        heading: 'Si sos cliente',
        paragraphs: [
          'No tenés que hacer nada. Podés seguir recorriendo la tienda y comprar artículos de otros proveedores. Si tenés un pedido en curso con este proveedor y una consulta sobre él, comunicate con la tienda desde su página de contacto.',
        ],
      },
      {
        heading: 'Si sos el proveedor o el dueño de la tienda',
        paragraphs: [
          'Revisá tu correo: te mandamos un mensaje con el motivo y lo que falta para resolverlo. Iniciá sesión, completá o corregí lo que se indica y respondé ese correo si necesitás ayuda. Apenas se resuelva, la cuenta se habilita de nuevo, el aviso desaparece y tus artículos vuelven a poder comprarse; no perdés tus artículos, catálogos ni tu historial.',
        ],
      },
    ],
  },
  en: {
    title: 'Disabled supplier account',
    intro: [
      'If a shop shows the notice “This shop’s supplier account is disabled”, the supplier of its items cannot sell on {platform} for now. Here is what that means, why it happens and what you can do.',
    ],
    sections: [
      {
        heading: 'What it means',
        paragraphs: [
          'That supplier’s items stay on view but cannot be bought while the account is disabled, neither in its own shop nor in the shops that resell them. Orders already paid go ahead, and you keep all your rights over them.',
        ],
      },
      {
        heading: 'Why it happens',
        paragraphs: [
          '{platform} disables a supplier account when its tax or identity details are missing or out of date, when a plan payment is overdue, when undelivered orders or unanswered complaints pile up, when it publishes items that break the terms, or when the supplier asks for it.',
        ],
      },
      {
        heading: 'If you are a customer',
        paragraphs: [
          'There is nothing you need to do. You can keep browsing the shop and buy items from other suppliers. If you have an order in progress with this supplier and a question about it, contact the shop through its contact page.',
        ],
      },
      {
        heading: 'If you are the supplier or the shop’s owner',
        paragraphs: [
          'Check your email: we sent you a message with the reason and what is missing to solve it. Sign in, complete or correct what it says and reply to that email if you need help. As soon as it is solved the account is enabled again, the notice disappears and your items can be bought again; you lose none of your items, catalogues or history.',
        ],
      },
    ],
  },
}
