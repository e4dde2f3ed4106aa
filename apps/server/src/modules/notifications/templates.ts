import type { Locale } from '@tianguis/core/locales'

/** Email texts per locale. Keys are checked by type: a locale missing one does not compile. */
export interface EmailTemplates {
  passwordResetSubject: string
  passwordResetBody: string
  /** The code that confirms a new account's email (decision 031). */
  emailVerificationSubject: string
  emailVerificationBody: string
  /** Sent instead of a code when someone signs up with an email that already has an account. */
  signupExistingSubject: string
  signupExistingBody: string
  /** Guest checkout's code (decision 047). */
  guestCodeSubject: string
  guestCodeBody: string
  /** The same code to an email that has an account: sign in, or go on as a guest. */
  guestCodeExistingBody: string
}

export const EMAIL_TEMPLATES: Record<Locale, EmailTemplates> = {
  'es-MX': {
    passwordResetSubject: 'Tu código para restablecer la contraseña',
    passwordResetBody:
      'Tu código es {code}. Vence en 10 minutos.\n\nSi no pediste restablecer tu contraseña, ignora este correo.',
    emailVerificationSubject: 'Confirma tu correo',
    emailVerificationBody:
      'Tu código para confirmar tu correo es {code}. Vence en 10 minutos.\n\nIngrésalo en {verifyUrl}\n\nSi no creaste una cuenta en Tianguis, ignora este correo.',
    signupExistingSubject: 'Alguien intentó registrarse con tu correo',
    signupExistingBody:
      'Alguien intentó crear una cuenta en Tianguis con este correo, pero ya tienes una.\n\nSi fuiste tú, inicia sesión en {loginUrl}\nSi olvidaste tu contraseña, restablécela en {resetUrl}\n\nSi no fuiste tú, ignora este correo: tu cuenta no cambió.',
    guestCodeSubject: 'Tu código para comprar como invitado',
    guestCodeBody:
      'Tu código para comprar como invitado es {code}. Vence en 10 minutos.\n\nSi no lo pediste, ignora este correo.',
    guestCodeExistingBody:
      'Ya tienes una cuenta en Tianguis con este correo: inicia sesión en {loginUrl}\n\nO continúa como invitado con el código {code}. Vence en 10 minutos.\n\nSi no lo pediste, ignora este correo.',
  },
  'es-AR': {
    passwordResetSubject: 'Tu código para restablecer la contraseña',
    passwordResetBody:
      'Tu código es {code}. Vence en 10 minutos.\n\nSi no pediste restablecer tu contraseña, ignorá este correo.',
    emailVerificationSubject: 'Confirmá tu correo',
    emailVerificationBody:
      'Tu código para confirmar tu correo es {code}. Vence en 10 minutos.\n\nIngresalo en {verifyUrl}\n\nSi no creaste una cuenta en Tianguis, ignorá este correo.',
    signupExistingSubject: 'Alguien intentó registrarse con tu correo',
    signupExistingBody:
      'Alguien intentó crear una cuenta en Tianguis con este correo, pero ya tenés una.\n\nSi fuiste vos, iniciá sesión en {loginUrl}\nSi olvidaste tu contraseña, restablecela en {resetUrl}\n\nSi no fuiste vos, ignorá este correo: tu cuenta no cambió.',
    guestCodeSubject: 'Tu código para comprar como invitado',
    guestCodeBody:
      'Tu código para comprar como invitado es {code}. Vence en 10 minutos.\n\nSi no lo pediste, ignorá este correo.',
    guestCodeExistingBody:
      'Ya tenés una cuenta en Tianguis con este correo: iniciá sesión en {loginUrl}\n\nO seguí como invitado con el código {code}. Vence en 10 minutos.\n\nSi no lo pediste, ignorá este correo.',
  },
  en: {
    passwordResetSubject: 'Your password reset code',
    passwordResetBody:
      'Your code is {code}. It expires in 10 minutes.\n\nIf you did not ask to reset your password, ignore this email.',
    emailVerificationSubject: 'Confirm your email',
    emailVerificationBody:
      'Your code to confirm your email is {code}. It expires in 10 minutes.\n\nEnter it at {verifyUrl}\n\nIf you did not create a Tianguis account, ignore this email.',
    signupExistingSubject: 'Someone tried to sign up with your email',
    signupExistingBody:
      'Someone tried to create a Tianguis account with this email, but you already have one.\n\nIf it was you, log in at {loginUrl}\nIf you forgot your password, reset it at {resetUrl}\n\nIf it was not you, ignore this email: your account has not changed.',
    guestCodeSubject: 'Your code to check out as a guest',
    guestCodeBody:
      'Your code to check out as a guest is {code}. It expires in 10 minutes.\n\nIf you did not ask for it, ignore this email.',
    guestCodeExistingBody:
      'You already have a Tianguis account with this email: sign in at {loginUrl}\n\nOr continue as a guest with the code {code}. It expires in 10 minutes.\n\nIf you did not ask for it, ignore this email.',
  },
}

/** Text messages per locale: short, one segment where the alphabet allows. */
export interface SmsTemplates {
  guestCode: string
}

export const SMS_TEMPLATES: Record<Locale, SmsTemplates> = {
  'es-MX': { guestCode: 'Tianguis: tu código para comprar como invitado es {code}. Vence en 10 minutos.' },
  'es-AR': { guestCode: 'Tianguis: tu código para comprar como invitado es {code}. Vence en 10 minutos.' },
  en: { guestCode: 'Tianguis: your code to check out as a guest is {code}. It expires in 10 minutes.' },
}

export function fill(template: string, params: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => params[key] ?? '')
}
