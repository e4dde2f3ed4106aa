/**
 * UI messages in the default locale. Every other locale must have the same keys
 * (see `Messages`, checked by the compiler and by messages.test.ts).
 * `{name}` placeholders are filled by `t(key, { name })`.
 */
import { cartEsMX } from './cart.messages'
import { catalogueContentsEsMX } from './catalogue-contents.messages'
import { catalogueForksEsMX } from './catalogue-forks.messages'
import { cataloguesEsMX } from './catalogues.messages'
import { checkoutEsMX } from './checkout.messages'
import { deliveryEsMX } from './delivery.messages'
import { fiscalInfoEsMX } from './fiscal-info.messages'
import { footerPagesEsMX } from './footer-pages.messages'
import { guestEsMX } from './guest.messages'
import { itemEsMX } from './item.messages'
import { itemCataloguesEsMX } from './item-catalogues.messages'
import { orderCancelEsMX } from './order-cancel.messages'
import { packagesEsMX } from './packages.messages'
import { packingEsMX } from './packing.messages'
import { pagesEsMX } from './pages.messages'
import { paymentMethodsEsMX } from './payment-methods.messages'
import { platformEsMX } from './platform.messages'
import { purchasesEsMX } from './purchases.messages'
import { resaleEsMX } from './resale.messages'
import { resellerEsMX } from './reseller.messages'
import { returnsEsMX } from './returns.messages'
import { reviewsEsMX } from './reviews.messages'
import { savedCardsEsMX } from './saved-cards.messages'
import { sellerOrdersEsMX } from './seller-orders.messages'
import { sharedCheckoutEsMX } from './shared-checkout.messages'
import { shellEsMX } from './shell.messages'
import { shopLookEsMX } from './shop-look.messages'
import { shopSettingsEsMX } from './shop-settings.messages'
import { showcaseEsMX } from './showcase.messages'
import { supplierEsMX } from './supplier.messages'
import { supplierPaymentsEsMX } from './supplier-payments.messages'
import { ticketsEsMX } from './tickets.messages'
import { toastEsMX } from './toast.messages'
import { walletsEsMX } from './wallets.messages'

export const esMX = {
  ...shellEsMX,
  ...pagesEsMX,
  ...footerPagesEsMX,
  ...itemEsMX,
  ...platformEsMX,
  ...cataloguesEsMX,
  ...catalogueContentsEsMX,
  ...resaleEsMX,
  ...itemCataloguesEsMX,
  ...catalogueForksEsMX,
  ...cartEsMX,
  ...guestEsMX,
  ...checkoutEsMX,
  ...paymentMethodsEsMX,
  ...deliveryEsMX,
  ...savedCardsEsMX,
  ...sharedCheckoutEsMX,
  ...supplierEsMX,
  ...supplierPaymentsEsMX,
  ...purchasesEsMX,
  ...sellerOrdersEsMX,
  ...packingEsMX,
  ...resellerEsMX,
  ...packagesEsMX,
  ...reviewsEsMX,
  ...toastEsMX,
  ...orderCancelEsMX,
  ...returnsEsMX,
  ...ticketsEsMX,
  ...walletsEsMX,
  ...fiscalInfoEsMX,
  ...showcaseEsMX,
  ...shopLookEsMX,
  ...shopSettingsEsMX,
  'platform.name': 'Tianguis',
  'platform.tagline': 'Muchas tiendas, un solo mercado: encuentra la tuya.',
  'platform.shops.title': 'Tiendas',
  'platform.shops.empty': 'Todavía no hay tiendas.',
  'platform.shops.previous': 'Anteriores',
  'platform.shops.next': 'Siguientes',
  'platform.shops.pagination': 'Paginación de tiendas',

  'a11y.skipToContent': 'Saltar al contenido',
  'nav.account': 'Cuenta',
  'nav.login': 'Iniciar sesión',
  'nav.signup': 'Registrarse',
  'nav.logout': 'Cerrar sesión',
  'nav.profileOf': 'Perfil de {name}',

  'footer.copyright': '© {year} {name}',
  'footer.language': 'Idioma',
  'footer.languageChange': 'Cambiar',

  'notFound.title': 'Página no encontrada!',
  'notFound.text': 'La página que buscas no existe o cambió de dirección.',
  'notFound.back': 'Volver a la página principal',
  'storeNotFound.title': 'Tienda no encontrada',
  'storeNotFound.text': 'Lo sentimos, pero la tienda no existe',
  'storeNotFound.back': 'Ir a la página principal',
  'error.title': 'Ocurrió un error',
  'error.text': 'Inténtalo más tarde.',
  'error.back': 'Volver a la página principal',

  'shop.welcome': 'Bienvenido a {name}',
  'shop.logoAlt': 'Logo de {name}',

  'form.email': 'Correo electrónico',
  'form.password': 'Contraseña',
  'form.name': 'Nombre',
  'form.passwordHint': 'Al menos {min} caracteres.',
  'form.errorSummary': 'Revisa los datos del formulario.',

  'auth.login.title': 'Iniciar sesión',
  'auth.login.submit': 'Iniciar sesión',
  'auth.login.forgot': '¿Olvidaste tu contraseña?',
  'auth.login.noAccount': '¿No tienes cuenta?',
  'auth.login.toSignup': 'Regístrate',
  'auth.signup.title': 'Crear cuenta',
  'auth.signup.submit': 'Registrarse',
  'auth.signup.haveAccount': '¿Ya tienes cuenta?',
  'auth.signup.toLogin': 'Inicia sesión',
  'auth.signup.verifyTitle': 'Confirma tu correo',
  'auth.signup.verifyIntro':
    'Te enviamos un código de 6 dígitos a tu correo. Ingrésalo para confirmar la dirección e iniciar sesión. Si ese correo ya tenía una cuenta, le avisamos a su dueño.',
  'auth.signup.code': 'Código de 6 dígitos',
  'auth.signup.verifySubmit': 'Confirmar correo',
  'auth.signup.resend': 'Enviar otro código',
  'auth.signup.resent': 'Si ese correo espera confirmación, le enviamos un código nuevo.',
  'auth.logout.title': 'Cerrar sesión',
  'auth.logout.question': '¿Quieres cerrar tu sesión?',
  'auth.logout.submit': 'Cerrar sesión',
  'auth.logout.cancel': 'Cancelar',

  'auth.reset.title': 'Recuperar contraseña',
  'auth.reset.requestIntro': 'Escribe el correo de tu cuenta y te enviaremos un código de 6 dígitos.',
  'auth.reset.requestSubmit': 'Enviar código',
  'auth.reset.sent': 'Si existe una cuenta con ese correo, te enviamos un código de 6 dígitos.',
  'auth.reset.code': 'Código de 6 dígitos',
  'auth.reset.newPassword': 'Nueva contraseña',
  'auth.reset.confirmSubmit': 'Cambiar contraseña',
  'auth.reset.resend': 'Enviar otro código',
  'auth.reset.done': 'Tu contraseña se cambió. Ya puedes iniciar sesión.',
  'auth.reset.toLogin': 'Iniciar sesión',
  'auth.reset.backToLogin': 'Volver a iniciar sesión',

  'profile.title': 'Mi perfil',
  'profile.details': 'Tus datos',
  'profile.name': 'Nombre',
  'profile.email': 'Correo electrónico',
  'profile.userLevel': 'Nivel de usuario',
  'profile.level.ul0': 'Registrado',
  'profile.level.ul1': 'Emprendedor sin tienda',
  'profile.level.ul2': 'Emprendedor con tienda',
  'profile.level.ul3': 'Nivel 3',
  'profile.level.unknown': 'Sin definir',
  'profile.shops': 'Tus tiendas',
  'profile.shopsEmpty': 'No eres dueño ni trabajas en ninguna tienda.',
  'profile.role': 'Rol',
  'profile.role.owner': 'Dueño',
  'profile.role.admin': 'Administrador',
  'profile.role.accountant': 'Contador',
  'profile.role.dispatcher': 'Despachador',
  'profile.role.qrreader': 'Lector de códigos QR',
  'profile.edit': 'Editar tu nombre',
  'profile.save': 'Guardar',
  'profile.saved': 'Tus datos se guardaron.',
} as const

export type MessageKey = keyof typeof esMX
/** The shape every other locale must fill: the same keys, any wording. */
export type Messages = Record<MessageKey, string>
