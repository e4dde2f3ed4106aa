import { PASSWORD_MIN_LENGTH } from '@tianguis/core/constants'
import { useT } from '../../i18n/use-t'
import { TextField } from '../../ui/text-field'

/** The email field every account form asks for. */
export function EmailField({ defaultValue, error }: { defaultValue: string; error: string | undefined }) {
  const t = useT()
  return (
    <TextField
      name="email"
      type="email"
      label={t('form.email')}
      autoComplete="email"
      required
      defaultValue={defaultValue}
      error={error}
    />
  )
}

/** A password being chosen (sign-up, reset), with the minimum length shown and checked. */
export function NewPasswordField({ label, error }: { label: string; error: string | undefined }) {
  const t = useT()
  return (
    <TextField
      name="password"
      type="password"
      label={label}
      autoComplete="new-password"
      required
      minLength={PASSWORD_MIN_LENGTH}
      hint={t('form.passwordHint', { min: PASSWORD_MIN_LENGTH })}
      error={error}
    />
  )
}
