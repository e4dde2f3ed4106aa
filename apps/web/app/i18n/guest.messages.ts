/**
 * Guest checkout's sign-in by code (002 §2 "login as guest, are you already registered, sign up to
 * continue, resend or edit the verification by email or sms"; decision 047). es-MX.ts, es-AR.ts
 * and en.ts spread them in.
 */
export const guestEsMX = {
  'guest.title': 'Continuar como invitado',
  'guest.intro': 'Compra sin crear una cuenta: te enviamos un código para confirmar tu correo o tu celular.',
  'guest.channel': '¿Dónde recibes el código?',
  'guest.channel.email': 'Correo electrónico',
  'guest.channel.sms': 'SMS al celular',
  'guest.to': 'Correo o número de celular',
  'guest.toHint': 'Por SMS: tu celular de 10 dígitos, con o sin +52 (México) o +54 (Argentina).',
  'guest.send': 'Enviar código',
  'guest.registered': '¿Ya estás registrado?',
  'guest.toLogin': 'Inicia sesión',
  'guest.noAccount': '¿Prefieres tener una cuenta?',
  'guest.toSignup': 'Regístrate para continuar',
  'guest.codeTitle': 'Ingresa tu código',
  'guest.codeSentEmail': 'Te enviamos un código de 6 dígitos a {to}. Vence en 10 minutos.',
  'guest.codeSentSms': 'Te enviamos un código de 6 dígitos por SMS al {to}. Vence en 10 minutos.',
  'guest.code': 'Código de 6 dígitos',
  'guest.verify': 'Continuar',
  'guest.resend': 'Reenviar código',
  'guest.resendWait': 'Puedes pedir otro código en {seconds} segundos.',
  'guest.resent': 'Te enviamos un código nuevo; el anterior ya no sirve.',
  'guest.editEmail': 'Editar correo',
  'guest.editPhone': 'Editar número',
}

type GuestMessages = Record<keyof typeof guestEsMX, string>

export const guestEsAR: GuestMessages = {
  ...guestEsMX,
  'guest.intro': 'Comprá sin crear una cuenta: te enviamos un código para confirmar tu correo o tu celular.',
  'guest.channel': '¿Dónde recibís el código?',
  'guest.toHint': 'Por SMS: tu celular con código de área, con o sin +54 9 (Argentina) o +52 (México).',
  'guest.registered': '¿Ya estás registrado?',
  'guest.toLogin': 'Iniciá sesión',
  'guest.noAccount': '¿Preferís tener una cuenta?',
  'guest.toSignup': 'Registrate para continuar',
  'guest.codeTitle': 'Ingresá tu código',
  'guest.resendWait': 'Podés pedir otro código en {seconds} segundos.',
}

export const guestEn: GuestMessages = {
  'guest.title': 'Continue as a guest',
  'guest.intro': 'Buy without an account: we send you a code to confirm your email or mobile phone.',
  'guest.channel': 'Where should we send the code?',
  'guest.channel.email': 'Email',
  'guest.channel.sms': 'Text message (SMS)',
  'guest.to': 'Email or mobile number',
  'guest.toHint': 'By SMS: your 10-digit mobile number, with or without +52 (Mexico) or +54 (Argentina).',
  'guest.send': 'Send code',
  'guest.registered': 'Already registered?',
  'guest.toLogin': 'Log in',
  'guest.noAccount': 'Would you rather have an account?',
  'guest.toSignup': 'Sign up to continue',
  'guest.codeTitle': 'Enter your code',
  'guest.codeSentEmail': 'We sent a 6-digit code to {to}. It expires in 10 minutes.',
  'guest.codeSentSms': 'We texted a 6-digit code to {to}. It expires in 10 minutes.',
  'guest.code': '6-digit code',
  'guest.verify': 'Continue',
  'guest.resend': 'Resend code',
  'guest.resendWait': 'You can ask for another code in {seconds} seconds.',
  'guest.resent': 'We sent a new code; the previous one no longer works.',
  'guest.editEmail': 'Change email',
  'guest.editPhone': 'Change number',
}
