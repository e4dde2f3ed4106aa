import type { Locale } from '@tianguis/core/locales'

/** Email texts per locale. Keys are checked by type: a locale missing one does not compile. */
export const EMAIL_TEMPLATES: Record<Locale, { passwordResetSubject: string; passwordResetBody: string }> = {
  'es-MX': {
    passwordResetSubject: 'Tu código para restablecer la contraseña',
    passwordResetBody:
      'Tu código es {code}. Vence en 10 minutos.\n\nSi no pediste restablecer tu contraseña, ignora este correo.',
  },
  'es-AR': {
    passwordResetSubject: 'Tu código para restablecer la contraseña',
    passwordResetBody:
      'Tu código es {code}. Vence en 10 minutos.\n\nSi no pediste restablecer tu contraseña, ignorá este correo.',
  },
  en: {
    passwordResetSubject: 'Your password reset code',
    passwordResetBody:
      'Your code is {code}. It expires in 10 minutes.\n\nIf you did not ask to reset your password, ignore this email.',
  },
}

export function fill(template: string, params: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => params[key] ?? '')
}
