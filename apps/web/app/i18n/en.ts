import { cartEn } from './cart.messages'
import { catalogueContentsEn } from './catalogue-contents.messages'
import { catalogueForksEn } from './catalogue-forks.messages'
import { cataloguesEn } from './catalogues.messages'
import { checkoutEn } from './checkout.messages'
import { deliveryEn } from './delivery.messages'
import type { Messages } from './es-MX'
import { fiscalInfoEn } from './fiscal-info.messages'
import { footerPagesEn } from './footer-pages.messages'
import { guestEn } from './guest.messages'
import { itemEn } from './item.messages'
import { itemCataloguesEn } from './item-catalogues.messages'
import { orderCancelEn } from './order-cancel.messages'
import { packagesEn } from './packages.messages'
import { packingEn } from './packing.messages'
import { pagesEn } from './pages.messages'
import { paymentMethodsEn } from './payment-methods.messages'
import { platformEn } from './platform.messages'
import { purchasesEn } from './purchases.messages'
import { resaleEn } from './resale.messages'
import { resellerEn } from './reseller.messages'
import { returnsEn } from './returns.messages'
import { reviewsEn } from './reviews.messages'
import { savedCardsEn } from './saved-cards.messages'
import { sellerOrdersEn } from './seller-orders.messages'
import { sharedCheckoutEn } from './shared-checkout.messages'
import { shellEn } from './shell.messages'
import { shopLookEn } from './shop-look.messages'
import { shopSettingsEn } from './shop-settings.messages'
import { showcaseEn } from './showcase.messages'
import { supplierEn } from './supplier.messages'
import { supplierPaymentsEn } from './supplier-payments.messages'
import { ticketsEn } from './tickets.messages'
import { toastEn } from './toast.messages'
import { walletsEn } from './wallets.messages'

export const en: Messages = {
  ...shellEn,
  ...pagesEn,
  ...footerPagesEn,
  ...itemEn,
  ...platformEn,
  ...cataloguesEn,
  ...catalogueContentsEn,
  ...resaleEn,
  ...itemCataloguesEn,
  ...catalogueForksEn,
  ...cartEn,
  ...guestEn,
  ...checkoutEn,
  ...paymentMethodsEn,
  ...deliveryEn,
  ...savedCardsEn,
  ...sharedCheckoutEn,
  ...supplierEn,
  ...supplierPaymentsEn,
  ...purchasesEn,
  ...sellerOrdersEn,
  ...packingEn,
  ...resellerEn,
  ...packagesEn,
  ...reviewsEn,
  ...toastEn,
  ...orderCancelEn,
  ...returnsEn,
  ...ticketsEn,
  ...walletsEn,
  ...fiscalInfoEn,
  ...showcaseEn,
  ...shopLookEn,
  ...shopSettingsEn,
  'platform.name': 'Tianguis',
  'platform.tagline': 'Many shops, one market: find yours.',
  'platform.shops.title': 'Shops',
  'platform.shops.empty': 'There are no shops yet.',
  'platform.shops.previous': 'Previous',
  'platform.shops.next': 'Next',
  'platform.shops.pagination': 'Shop pages',

  'a11y.skipToContent': 'Skip to content',
  'nav.account': 'Account',
  'nav.login': 'Log in',
  'nav.signup': 'Sign up',
  'nav.logout': 'Log out',
  'nav.profileOf': 'Profile of {name}',

  'footer.copyright': '© {year} {name}',
  'footer.language': 'Language',
  'footer.languageChange': 'Change',

  'notFound.title': 'Page not found!',
  'notFound.text': 'The page you are looking for does not exist or has moved.',
  'notFound.back': 'Back to the main page',
  'storeNotFound.title': 'Store not found',
  'storeNotFound.text': 'Sorry, the store does not exist',
  'storeNotFound.back': 'Go to the main page',
  'error.title': 'An error has occurred',
  'error.text': 'Please try again later.',
  'error.back': 'Back to the main page',

  'shop.welcome': 'Welcome to {name}',
  'shop.logoAlt': '{name} logo',

  'form.email': 'Email',
  'form.password': 'Password',
  'form.name': 'Name',
  'form.passwordHint': 'At least {min} characters.',
  'form.errorSummary': 'Please check the form.',

  'auth.login.title': 'Log in',
  'auth.login.submit': 'Log in',
  'auth.login.forgot': 'Forgot your password?',
  'auth.login.noAccount': "Don't have an account?",
  'auth.login.toSignup': 'Sign up',
  'auth.signup.title': 'Create an account',
  'auth.signup.submit': 'Sign up',
  'auth.signup.haveAccount': 'Already have an account?',
  'auth.signup.toLogin': 'Log in',
  'auth.signup.verifyTitle': 'Confirm your email',
  'auth.signup.verifyIntro':
    'We sent a 6-digit code to your email. Enter it to confirm the address and log in. If that email already had an account, we told its owner instead.',
  'auth.signup.code': '6-digit code',
  'auth.signup.verifySubmit': 'Confirm email',
  'auth.signup.resend': 'Send another code',
  'auth.signup.resent': 'If that email is waiting for confirmation, we sent it a new code.',
  'auth.logout.title': 'Log out',
  'auth.logout.question': 'Do you want to log out?',
  'auth.logout.submit': 'Log out',
  'auth.logout.cancel': 'Cancel',

  'auth.reset.title': 'Reset your password',
  'auth.reset.requestIntro': "Enter your account's email and we will send you a 6-digit code.",
  'auth.reset.requestSubmit': 'Send code',
  'auth.reset.sent': 'If an account exists for that email, we sent it a 6-digit code.',
  'auth.reset.code': '6-digit code',
  'auth.reset.newPassword': 'New password',
  'auth.reset.confirmSubmit': 'Change password',
  'auth.reset.resend': 'Send another code',
  'auth.reset.done': 'Your password was changed. You can log in now.',
  'auth.reset.toLogin': 'Log in',
  'auth.reset.backToLogin': 'Back to log in',

  'profile.title': 'My profile',
  'profile.details': 'Your details',
  'profile.name': 'Name',
  'profile.email': 'Email',
  'profile.userLevel': 'User level',
  'profile.level.ul0': 'Registered',
  'profile.level.ul1': 'Entrepreneur without a store',
  'profile.level.ul2': 'Entrepreneur with a store',
  'profile.level.ul3': 'Level 3',
  'profile.level.unknown': 'Not set',
  'profile.shops': 'Your shops',
  'profile.shopsEmpty': 'You do not own or work in any shop.',
  'profile.role': 'Role',
  'profile.role.owner': 'Owner',
  'profile.role.admin': 'Administrator',
  'profile.role.accountant': 'Accountant',
  'profile.role.dispatcher': 'Dispatcher',
  'profile.role.qrreader': 'QR code reader',
  'profile.edit': 'Edit your name',
  'profile.save': 'Save',
  'profile.saved': 'Your details were saved.',
}
