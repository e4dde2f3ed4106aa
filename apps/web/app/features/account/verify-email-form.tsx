import { Form, useNavigation } from 'react-router'
import { useT } from '../../i18n/use-t'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { TextField } from '../../ui/text-field'
import { EmailField } from './account-fields'
import { AuthCard } from './auth-card'
import type { FormFailure } from './form-result'

/** Sign-up's second step: the 6-digit code mailed to the address, or another one (decision 031). */
export function VerifyEmailForm({
  base,
  next,
  email,
  resent,
  failure,
  titleAs,
}: {
  base: string
  next: string | null
  email: string
  resent: boolean
  failure: FormFailure | null
  titleAs: 'h1' | 'h2'
}) {
  const t = useT()
  const busy = useNavigation().state === 'submitting'
  const fields = failure?.error.fields ?? {}
  const action = `${base}/signup`
  return (
    <AuthCard title={t('auth.signup.verifyTitle')} titleAs={titleAs}>
      <p className="text-gray-700">{t('auth.signup.verifyIntro')}</p>
      {resent ? <Alert tone="info">{t('auth.signup.resent')}</Alert> : null}
      {failure ? <Alert tone="error">{failure.error.message || t('form.errorSummary')}</Alert> : null}
      <Form method="post" action={action} className="flex flex-col gap-4">
        <input type="hidden" name="intent" value="verify" />
        {next ? <input type="hidden" name="next" value={next} /> : null}
        <EmailField defaultValue={email} error={fields.email} />
        <TextField
          name="code"
          label={t('auth.signup.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          required
          defaultValue={failure?.values.code ?? ''}
          error={fields.code}
        />
        <Button disabled={busy}>{t('auth.signup.verifySubmit')}</Button>
      </Form>
      <Form method="post" action={action}>
        <input type="hidden" name="intent" value="resend" />
        {next ? <input type="hidden" name="next" value={next} /> : null}
        <input type="hidden" name="email" value={email} />
        <Button variant="link" disabled={busy || !email} className="text-sm">
          {t('auth.signup.resend')}
        </Button>
      </Form>
    </AuthCard>
  )
}
