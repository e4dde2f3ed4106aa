/** What an account action hands back to its form when the API refused it. */
export interface FormFailure {
  error: {
    /** The API's message, in the request's language ('' when it gave none). */
    message: string
    /** Body field name → message, shown under that field. */
    fields: Record<string, string>
  }
  /** What the visitor typed (never passwords), to fill the form again. */
  values: Record<string, string>
}

export function failureOf(value: unknown): FormFailure | null {
  if (value && typeof value === 'object' && 'error' in value) return value as FormFailure
  return null
}

/** Where the password reset is: asking for a code, entering it, or finished. */
export type PasswordResetState = { step: 'request' } | { step: 'confirm'; email: string } | { step: 'done' }

/** Where sign-up is: the form, or the code step (after a sign-up, or from the emailed link). */
export type SignupState = { step: 'form' } | { step: 'verify'; email: string; resent: boolean }
