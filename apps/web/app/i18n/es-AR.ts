import { cartEsAR } from './cart.messages'
import { catalogueContentsEsAR } from './catalogue-contents.messages'
import { catalogueForksEsAR } from './catalogue-forks.messages'
import { cataloguesEsAR } from './catalogues.messages'
import { checkoutEsAR } from './checkout.messages'
import { deliveryEsAR } from './delivery.messages'
import type { Messages } from './es-MX'
import { fiscalInfoEsAR } from './fiscal-info.messages'
import { footerPagesEsAR } from './footer-pages.messages'
import { guestEsAR } from './guest.messages'
import { itemEsAR } from './item.messages'
import { itemCataloguesEsAR } from './item-catalogues.messages'
import { orderCancelEsAR } from './order-cancel.messages'
import { packagesEsAR } from './packages.messages'
import { packingEsAR } from './packing.messages'
import { pagesEsAR } from './pages.messages'
import { paymentMethodsEsAR } from './payment-methods.messages'
import { platformEsAR } from './platform.messages'
import { purchasesEsAR } from './purchases.messages'
import { resaleEsAR } from './resale.messages'
import { resellerEsAR } from './reseller.messages'
import { returnsEsAR } from './returns.messages'
import { reviewsEsAR } from './reviews.messages'
import { savedCardsEsAR } from './saved-cards.messages'
import { sellerOrdersEsAR } from './seller-orders.messages'
import { sharedCheckoutEsAR } from './shared-checkout.messages'
import { shellEsAR } from './shell.messages'
import { shopLookEsAR } from './shop-look.messages'
import { shopSettingsEsAR } from './shop-settings.messages'
import { showcaseEsAR } from './showcase.messages'
import { supplierEsAR } from './supplier.messages'
import { supplierPaymentsEsAR } from './supplier-payments.messages'
import { ticketsEsAR } from './tickets.messages'
import { toastEsAR } from './toast.messages'
import { walletsEsAR } from './wallets.messages'

export const esAR: Messages = {
  ...shellEsAR,
  ...pagesEsAR,
  ...footerPagesEsAR,
  ...itemEsAR,
  ...platformEsAR,
  ...cataloguesEsAR,
  ...catalogueContentsEsAR,
  ...resaleEsAR,
  ...itemCataloguesEsAR,
  ...catalogueForksEsAR,
  ...cartEsAR,
  ...guestEsAR,
  ...checkoutEsAR,
  ...paymentMethodsEsAR,
  ...deliveryEsAR,
  ...savedCardsEsAR,
  ...sharedCheckoutEsAR,
  ...supplierEsAR,
  ...supplierPaymentsEsAR,
  ...purchasesEsAR,
  ...sellerOrdersEsAR,
  ...packingEsAR,
  ...resellerEsAR,
  ...packagesEsAR,
  ...reviewsEsAR,
  ...toastEsAR,
  ...orderCancelEsAR,
  ...returnsEsAR,
  ...ticketsEsAR,
  ...walletsEsAR,
  ...fiscalInfoEsAR,
  ...showcaseEsAR,
  ...shopLookEsAR,
  ...shopSettingsEsAR,
  'platform.name': 'Tianguis',
  'platform.tagline': 'Muchas tiendas, un solo mercado: encontrá la tuya.',
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
  'notFound.text': 'La página que buscás no existe o cambió de dirección.',
  'notFound.back': 'Volver a la página principal',
  'storeNotFound.title': 'Tienda no encontrada',
  'storeNotFound.text': 'Lo sentimos, pero la tienda no existe',
  'storeNotFound.back': 'Ir a la página principal',
  'error.title': 'Ocurrió un error',
  'error.text': 'Intentalo más tarde.',
  'error.back': 'Volver a la página principal',

  'shop.welcome': 'Bienvenido a {name}',
  'shop.logoAlt': 'Logo de {name}',

  'form.email': 'Correo electrónico',
  'form.password': 'Contraseña',
  'form.name': 'Nombre',
  'form.passwordHint': 'Al menos {min} caracteres.',
  'form.errorSummary': 'Revisá los datos del formulario.',

  'auth.login.title': 'Iniciar sesión',
  'auth.login.submit': 'Iniciar sesión',
  'auth.login.forgot': '¿Olvidaste tu contraseña?',
  'auth.login.noAccount': '¿No tenés cuenta?',
  'auth.login.toSignup': 'Registrate',
  'auth.signup.title': 'Crear cuenta',
  'auth.signup.submit': 'Registrarse',
  'auth.signup.haveAccount': '¿Ya tenés cuenta?',
  'auth.signup.toLogin': 'Iniciá sesión',
  'auth.signup.verifyTitle': 'Confirmá tu correo',
  'auth.signup.verifyIntro':
    'Te enviamos un código de 6 dígitos a tu correo. Ingresalo para confirmar la dirección e iniciar sesión. Si ese correo ya tenía una cuenta, le avisamos a su dueño.',
  'auth.signup.code': 'Código de 6 dígitos',
  'auth.signup.verifySubmit': 'Confirmar correo',
  'auth.signup.resend': 'Enviar otro código',
  'auth.signup.resent': 'Si ese correo espera confirmación, le enviamos un código nuevo.',
  'auth.logout.title': 'Cerrar sesión',
  'auth.logout.question': '¿Querés cerrar tu sesión?',
  'auth.logout.submit': 'Cerrar sesión',
  'auth.logout.cancel': 'Cancelar',

  'auth.reset.title': 'Recuperar contraseña',
  'auth.reset.requestIntro': 'Escribí el correo de tu cuenta y te enviaremos un código de 6 dígitos.',
  'auth.reset.requestSubmit': 'Enviar código',
  'auth.reset.sent': 'Si existe una cuenta con ese correo, te enviamos un código de 6 dígitos.',
  'auth.reset.code': 'Código de 6 dígitos',
  'auth.reset.newPassword': 'Nueva contraseña',
  'auth.reset.confirmSubmit': 'Cambiar contraseña',
  'auth.reset.resend': 'Enviar otro código',
  'auth.reset.done': 'Tu contraseña se cambió. Ya podés iniciar sesión.',
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
  'profile.shopsEmpty': 'No sos dueño ni trabajás en ninguna tienda.',
  'profile.role': 'Rol',
  'profile.role.owner': 'Dueño',
  'profile.role.admin': 'Administrador',
  'profile.role.accountant': 'Contador',
  'profile.role.dispatcher': 'Despachante',
  'profile.role.qrreader': 'Lector de códigos QR',
  'profile.edit': 'Editar tu nombre',
  'profile.save': 'Guardar',
  'profile.saved': 'Tus datos se guardaron.',
}
