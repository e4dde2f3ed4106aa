import type { LegalTexts } from './legal-texts'

/**
 * The platform's default terms and privacy notice for Mexico (es-MX): Ley Federal de Protección al
 * Consumidor and Ley Federal de Protección de Datos Personales en Posesión de los Particulares.
 * `{shop}` is the shop's name (the platform's on its own pages), `{platform}` the platform's and
 * `{contact}` how to reach whoever answers (legal-texts.ts builds it from the shop's contact data).
 */
export const legalEsMX: LegalTexts = {
  terms: {
    title: 'Términos y condiciones',
    intro: [
      'Estos términos y condiciones regulan el uso del sitio de {shop} y las compras que hagas en él. Al navegar o comprar aceptas estos términos; si no estás de acuerdo con ellos, te pedimos no usar el sitio.',
    ],
    sections: [
      {
        only: 'shop',
        heading: 'Quién vende',
        paragraphs: [
          '{shop} es quien vende los productos, servicios y experiencias que ves en este sitio y es responsable de su descripción, su precio, sus existencias y su entrega.',
          'El sitio funciona sobre {platform}, una plataforma que da a muchas tiendas la tecnología para vender en línea. {platform} no es parte de la compraventa, salvo cuando un artículo diga expresamente otra cosa.',
        ],
      },
      {
        only: 'platform',
        heading: 'Qué es {platform}',
        paragraphs: [
          '{platform} reúne a muchas tiendas independientes en un solo mercado. Cada tienda vende por su cuenta y es responsable de lo que publica, de sus precios, de sus existencias y de sus entregas; {platform} les da la tecnología para publicar, vender y cobrar.',
          'Cada tienda puede tener sus propios términos, que encontrarás al pie de sus páginas; en lo que no prevean, se aplican estos.',
        ],
      },
      {
        heading: 'Tu cuenta',
        paragraphs: [
          'Puedes comprar con una cuenta o como invitado, confirmando tu correo o tu teléfono con un código de un solo uso. Los datos que nos das deben ser verdaderos y estar al día.',
          'Eres responsable de mantener tu contraseña en secreto y de lo que se haga con tu cuenta. Si crees que alguien más la usa, cambia tu contraseña y avísanos.',
        ],
      },
      {
        heading: 'Precios y pagos',
        paragraphs: [
          'Los precios están en la moneda que se indica e incluyen los impuestos que correspondan, salvo que el artículo diga otra cosa. El costo de envío se muestra antes de que confirmes tu compra.',
          'El total lo calcula el sistema al confirmar el pedido. Tu pedido queda aceptado cuando recibes la confirmación por correo; si un artículo se agotó o hubo un error evidente en su precio, te avisaremos y te devolveremos lo que hayas pagado.',
        ],
      },
      {
        heading: 'Envíos y entregas',
        paragraphs: [
          'Los plazos de entrega son estimados y dependen del destino y de la paquetería. Te avisaremos por correo cada vez que tu pedido cambie de estado y, cuando exista, te daremos el número de guía para seguirlo.',
        ],
      },
      {
        heading: 'Cambios, devoluciones y cancelaciones',
        paragraphs: [
          'Cada artículo indica su política de devoluciones. Además, conservas los derechos que te da la Ley Federal de Protección al Consumidor, entre ellos el de revocar una compra hecha a distancia dentro de los cinco días hábiles siguientes a la entrega del producto, sin responsabilidad alguna; en ese caso el producto debe devolverse en el estado en que lo recibiste.',
          'Si recibes un producto dañado o distinto del que pediste, avísanos y lo cambiaremos o te devolveremos tu dinero.',
        ],
      },
      {
        heading: 'Experiencias y boletos',
        paragraphs: [
          'Los boletos de una experiencia valen para la fecha, el horario y el lugar indicados. Si la experiencia se cancela o cambia de fecha, podrás pedir la devolución de lo que pagaste.',
        ],
      },
      {
        heading: 'Uso del sitio',
        paragraphs: [
          'No uses el sitio para fines ilícitos, para obtener datos de otras personas ni para entorpecer su funcionamiento. Los textos, imágenes y marcas que ves aquí pertenecen a {shop}, a sus proveedores o a {platform}, y no puedes copiarlos sin su permiso.',
        ],
      },
      {
        heading: 'Dudas y quejas',
        paragraphs: [
          'Para cualquier duda, aclaración o queja sobre una compra, comunícate {contact}. También puedes acudir a la Procuraduría Federal del Consumidor (PROFECO).',
        ],
      },
      {
        heading: 'Cambios a estos términos',
        paragraphs: [
          'Podemos actualizar estos términos; la versión vigente es la publicada en esta página. Cada compra se rige por los términos vigentes el día en que la hiciste. Estos términos se rigen por las leyes federales de los Estados Unidos Mexicanos.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Aviso de privacidad',
    intro: [
      '{shop} es responsable del tratamiento de los datos personales que nos proporcionas en este sitio y los protege conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares. Este aviso te explica qué datos usamos, para qué y cómo ejercer tus derechos.',
    ],
    sections: [
      {
        heading: 'Datos que recabamos',
        paragraphs: [
          'Tu nombre, correo electrónico y teléfono; la dirección de entrega y los datos de facturación cuando compras; el historial de tus pedidos; y datos técnicos de tu visita, como la dirección IP, el navegador y las páginas que consultas.',
          'Los datos de tu tarjeta los recibe directamente el procesador de pagos; nosotros no los guardamos. No pedimos datos personales sensibles.',
        ],
      },
      {
        heading: 'Para qué los usamos',
        paragraphs: [
          'Finalidades necesarias para darte el servicio: crear y administrar tu cuenta, procesar, cobrar, facturar y entregar tus pedidos, atender devoluciones, aclaraciones y quejas, y cumplir obligaciones legales.',
          'Finalidades adicionales: enviarte novedades y promociones y saber qué enlace o campaña te trajo al sitio. Puedes negarte a ellas en cualquier momento, sin que eso afecte tus compras.',
        ],
      },
      {
        only: 'shop',
        heading: 'Con quién los compartimos',
        paragraphs: [
          'Con {platform}, que opera la tecnología de este sitio por cuenta de {shop} y solo usa tus datos para prestar ese servicio; con las empresas de paquetería y de pagos, únicamente para entregar y cobrar tus pedidos; y con las autoridades que los soliciten conforme a la ley. No vendemos tus datos.',
        ],
      },
      {
        only: 'platform',
        heading: 'Con quién los compartimos',
        paragraphs: [
          'Con la tienda a la que le compras, que necesita tus datos para atender tu pedido; con las empresas de paquetería y de pagos, únicamente para entregar y cobrar; y con las autoridades que los soliciten conforme a la ley. No vendemos tus datos.',
        ],
      },
      {
        heading: 'Cookies',
        paragraphs: [
          'Usamos cookies para mantener tu sesión abierta, recordar tu idioma y tu preferencia de tema claro u oscuro y, solo si llegaste desde un enlace de una campaña, para recordar durante un día de dónde viniste. Puedes borrarlas desde tu navegador; sin la cookie de sesión no podrás iniciar sesión.',
        ],
      },
      {
        heading: 'Tus derechos ARCO',
        paragraphs: [
          'Tienes derecho a acceder a tus datos, rectificarlos, cancelarlos u oponerte a su uso, y a revocar el consentimiento que nos diste. Puedes corregir tu nombre desde tu perfil; para todo lo demás, envía tu solicitud {contact}, con tu nombre, el correo de tu cuenta y lo que pides. Te responderemos en un plazo máximo de 20 días hábiles.',
        ],
      },
      {
        heading: 'Conservación y seguridad',
        paragraphs: [
          'Conservamos tus datos mientras tengas una cuenta o mientras la ley nos obligue, por ejemplo por obligaciones fiscales. Los protegemos con medidas administrativas, técnicas y físicas: conexiones cifradas, contraseñas guardadas de forma irreversible y acceso limitado a las personas que los necesitan.',
        ],
      },
      {
        heading: 'Cambios a este aviso',
        paragraphs: ['Publicaremos cualquier cambio a este aviso de privacidad en esta misma página.'],
      },
    ],
  },
  contact: {
    emailAndPhone: 'al correo {email} o al teléfono {phone}',
    email: 'al correo {email}',
    phone: 'al teléfono {phone}',
    contactPage: 'por los medios que aparecen en la página de contacto de {shop}',
    platform: 'respondiendo a cualquiera de los correos que te enviamos',
  },
}
