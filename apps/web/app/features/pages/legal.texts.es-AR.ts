import type { LegalTexts } from './legal-texts'

/**
 * The platform's default terms and privacy policy for Argentina (es-AR): Ley 24.240 de Defensa del
 * Consumidor (with the cancellation button of Resolución 424/2020) and Ley 25.326 de Protección de
 * los Datos Personales, whose notice about the Agencia de Acceso a la Información Pública is required.
 */
export const legalEsAR: LegalTexts = {
  terms: {
    title: 'Términos y condiciones',
    intro: [
      'Estos términos y condiciones regulan el uso del sitio de {shop} y las compras que hagas en él. Al navegar o comprar aceptás estos términos; si no estás de acuerdo, te pedimos que no uses el sitio.',
    ],
    sections: [
      {
        only: 'shop',
        heading: 'Quién vende',
        paragraphs: [
          '{shop} es quien vende los productos, servicios y experiencias que ves en este sitio y es responsable de su descripción, su precio, su stock y su entrega.',
          'El sitio funciona sobre {platform}, una plataforma que les da a muchas tiendas la tecnología para vender en línea. {platform} no es parte de la compraventa, salvo cuando un artículo diga expresamente otra cosa.',
        ],
      },
      {
        only: 'platform',
        heading: 'Qué es {platform}',
        paragraphs: [
          '{platform} reúne a muchas tiendas independientes en un solo mercado. Cada tienda vende por su cuenta y es responsable de lo que publica, de sus precios, de su stock y de sus entregas; {platform} les da la tecnología para publicar, vender y cobrar.',
          'Cada tienda puede tener sus propios términos, que vas a encontrar al pie de sus páginas; en lo que no prevean, se aplican estos.',
        ],
      },
      {
        heading: 'Tu cuenta',
        paragraphs: [
          'Podés comprar con una cuenta o como invitado, confirmando tu correo o tu teléfono con un código de un solo uso. Los datos que nos das tienen que ser verdaderos y estar actualizados.',
          'Sos responsable de mantener tu contraseña en secreto y de lo que se haga con tu cuenta. Si creés que otra persona la usa, cambiá tu contraseña y avisanos.',
        ],
      },
      {
        heading: 'Precios y pagos',
        paragraphs: [
          'Los precios están expresados en la moneda que se indica e incluyen IVA y los demás impuestos que correspondan, salvo que el artículo diga otra cosa. El costo de envío se muestra antes de que confirmes la compra.',
          'El total lo calcula el sistema al confirmar el pedido. Tu pedido queda aceptado cuando recibís la confirmación por correo; si un artículo se quedó sin stock o hubo un error evidente en su precio, te vamos a avisar y te devolvemos lo que hayas pagado.',
        ],
      },
      {
        heading: 'Envíos y entregas',
        paragraphs: [
          'Los plazos de entrega son estimados y dependen del destino y del correo o transporte. Te avisamos por correo cada vez que tu pedido cambia de estado y, cuando exista, te damos el número de seguimiento.',
        ],
      },
      {
        heading: 'Botón de arrepentimiento, cambios y devoluciones',
        paragraphs: [
          'Según el artículo 34 de la Ley 24.240 de Defensa del Consumidor, podés revocar una compra hecha a distancia dentro de los diez días corridos desde que recibiste el producto o se celebró el contrato, lo último que ocurra, sin costo ni responsabilidad. Para hacerlo, comunicate {contact}; el producto tiene que volver en el estado en que lo recibiste y los gastos de devolución corren por nuestra cuenta.',
          'Cada artículo indica además su política de cambios y devoluciones. Si recibís un producto dañado o distinto del que pediste, avisanos y lo cambiamos o te devolvemos el dinero.',
        ],
      },
      {
        heading: 'Experiencias y entradas',
        paragraphs: [
          'Las entradas de una experiencia valen para la fecha, el horario y el lugar indicados. Si la experiencia se cancela o cambia de fecha, podés pedir la devolución de lo que pagaste.',
        ],
      },
      {
        heading: 'Uso del sitio',
        paragraphs: [
          'No uses el sitio para fines ilícitos, para obtener datos de otras personas ni para entorpecer su funcionamiento. Los textos, imágenes y marcas que ves acá pertenecen a {shop}, a sus proveedores o a {platform}, y no podés copiarlos sin su permiso.',
        ],
      },
      {
        heading: 'Consultas y reclamos',
        paragraphs: [
          'Para cualquier consulta o reclamo sobre una compra, comunicate {contact}. También podés presentar tu reclamo ante la autoridad de defensa del consumidor de tu jurisdicción o en la Ventanilla Única Federal de Defensa del Consumidor.',
        ],
      },
      {
        heading: 'Cambios a estos términos',
        paragraphs: [
          'Podemos actualizar estos términos; la versión vigente es la publicada en esta página. Cada compra se rige por los términos vigentes el día en que la hiciste. Estos términos se rigen por las leyes de la República Argentina.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Política de privacidad',
    intro: [
      '{shop} es responsable de la base de datos con los datos personales que nos das en este sitio y los trata conforme a la Ley 25.326 de Protección de los Datos Personales. Esta política te explica qué datos usamos, para qué y cómo ejercer tus derechos.',
    ],
    sections: [
      {
        heading: 'Datos que recolectamos',
        paragraphs: [
          'Tu nombre, correo electrónico y teléfono; la dirección de entrega y los datos de facturación cuando comprás; el historial de tus pedidos; y datos técnicos de tu visita, como la dirección IP, el navegador y las páginas que consultás.',
          'Los datos de tu tarjeta los recibe directamente el procesador de pagos; nosotros no los guardamos. No pedimos datos sensibles.',
        ],
      },
      {
        heading: 'Para qué los usamos',
        paragraphs: [
          'Para crear y administrar tu cuenta; procesar, cobrar, facturar y entregar tus pedidos; atender cambios, devoluciones, consultas y reclamos; y cumplir obligaciones legales.',
          'Con tu consentimiento, también para mandarte novedades y promociones y saber qué enlace o campaña te trajo al sitio. Podés dejar de recibirlas cuando quieras, sin que eso afecte tus compras.',
        ],
      },
      {
        only: 'shop',
        heading: 'Con quién los compartimos',
        paragraphs: [
          'Con {platform}, que opera la tecnología de este sitio por cuenta de {shop} y solo usa tus datos para prestar ese servicio; con las empresas de envíos y de pagos, únicamente para entregar y cobrar tus pedidos; y con las autoridades que los requieran conforme a la ley. No vendemos tus datos.',
        ],
      },
      {
        only: 'platform',
        heading: 'Con quién los compartimos',
        paragraphs: [
          'Con la tienda a la que le comprás, que necesita tus datos para atender tu pedido; con las empresas de envíos y de pagos, únicamente para entregar y cobrar; y con las autoridades que los requieran conforme a la ley. No vendemos tus datos.',
        ],
      },
      {
        heading: 'Cookies',
        paragraphs: [
          'Usamos cookies para mantener tu sesión abierta, recordar tu idioma y tu preferencia de tema claro u oscuro y, solo si llegaste desde el enlace de una campaña, para recordar durante un día de dónde viniste. Podés borrarlas desde tu navegador; sin la cookie de sesión no vas a poder iniciar sesión.',
        ],
      },
      {
        heading: 'Tus derechos',
        paragraphs: [
          'Podés acceder a tus datos en forma gratuita a intervalos no inferiores a seis meses, salvo que acredites un interés legítimo, y pedir que los rectifiquemos, actualicemos o suprimamos. Tu nombre lo podés corregir desde tu perfil; para todo lo demás, mandá tu pedido {contact}, con tu nombre, el correo de tu cuenta y lo que pedís. Respondemos los pedidos de acceso dentro de los diez días corridos y los de rectificación o supresión dentro de los cinco días hábiles.',
          'La AGENCIA DE ACCESO A LA INFORMACIÓN PÚBLICA, en su carácter de Órgano de Control de la Ley N° 25.326, tiene la atribución de atender las denuncias y reclamos que interpongan quienes resulten afectados en sus derechos por incumplimiento de las normas vigentes en materia de protección de datos personales.',
        ],
      },
      {
        heading: 'Conservación y seguridad',
        paragraphs: [
          'Guardamos tus datos mientras tengas una cuenta o mientras la ley nos obligue, por ejemplo por obligaciones impositivas. Los protegemos con medidas técnicas y organizativas: conexiones cifradas, contraseñas guardadas de forma irreversible y acceso limitado a las personas que los necesitan.',
        ],
      },
      {
        heading: 'Cambios a esta política',
        paragraphs: ['Vamos a publicar cualquier cambio a esta política de privacidad en esta misma página.'],
      },
    ],
  },
  contact: {
    emailAndPhone: 'al correo {email} o al teléfono {phone}',
    email: 'al correo {email}',
    phone: 'al teléfono {phone}',
    contactPage: 'por los medios que aparecen en la página de contacto de {shop}',
    platform: 'respondiendo cualquiera de los correos que te mandamos',
  },
}
