import { Form, Link, useNavigation } from 'react-router'
import { useT } from '../../i18n/use-t'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { TextField } from '../../ui/text-field'
import { EmailField, NewPasswordField } from './account-fields'
import { AuthCard } from './auth-card'
import { type FormFailure, failureOf, type PasswordResetState } from './form-result'

/**
 * /recuperar: step 1 asks for the account's email (the answer never tells whether it exists),
 * step 2 takes the 6-digit code from the email and the new password.
 */
export function PasswordReset({
  base,
  state,
  sent,
  failure,
  titleAs,
}: {
  base: string
  state: PasswordResetState
  /** Step 2 reached by sending a code just now (show the "we sent you a code" notice). */
  sent: boolean
  failure: FormFailure | null
  titleAs: 'h1' | 'h2'
}) {
  const t = useT()
  const busy = useNavigation().state === 'submitting'
  const fields = failure?.error.fields ?? {}
  const action = `${base}/recuperar`
  const errorAlert = failure ? (
    <Alert tone="error">{failure.error.message || t('form.errorSummary')}</Alert>
  ) : null

  if (state.step === 'done') {
    return (
      <AuthCard title={t('auth.reset.title')} titleAs={titleAs}>
        <Alert tone="success">{t('auth.reset.done')}</Alert>
        <Link
          to={`${base}/login`}
          className="self-start rounded-md bg-[var(--accent)] px-4 py-2 font-medium text-[var(--on-accent)] hover:opacity-90"
        >
          {t('auth.reset.toLogin')}
        </Link>
      </AuthCard>
    )
  }

  if (state.step === 'confirm') {
    return (
      <AuthCard title={t('auth.reset.title')} titleAs={titleAs}>
        {sent ? <Alert tone="info">{t('auth.reset.sent')}</Alert> : null}
        {errorAlert}
        <Form method="post" action={action} className="flex flex-col gap-4">
          <input type="hidden" name="intent" value="confirm" />
          <EmailField defaultValue={state.email} error={fields.email} />
          <TextField
            name="code"
            label={t('auth.reset.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            required
            defaultValue={failure?.values.code ?? ''}
            error={fields.code}
          />
          <NewPasswordField label={t('auth.reset.newPassword')} error={fields.password} />
          <Button disabled={busy}>{t('auth.reset.confirmSubmit')}</Button>
        </Form>
        <Form method="post" action={action}>
          <input type="hidden" name="intent" value="request" />
          <input type="hidden" name="email" value={state.email} />
          <Button variant="link" disabled={busy || !state.email} className="text-sm">
            {t('auth.reset.resend')}
          </Button>
        </Form>
      </AuthCard>
    )
  }

  return (
    <AuthCard title={t('auth.reset.title')} titleAs={titleAs}>
      <p className="text-gray-700">{t('auth.reset.requestIntro')}</p>
      {errorAlert}
      <Form method="post" action={action} className="flex flex-col gap-4">
        <input type="hidden" name="intent" value="request" />
        <EmailField defaultValue={failure?.values.email ?? ''} error={fields.email} />
        <Button disabled={busy}>{t('auth.reset.requestSubmit')}</Button>
      </Form>
      <Link to={`${base}/login`} className="text-sm underline underline-offset-2">
        {t('auth.reset.backToLogin')}
      </Link>
    </AuthCard>
  )
}

/** Which step to show: the action's answer when there is one, else the page's start. */
export function resetView(start: PasswordResetState, answer: unknown) {
  const failure = failureOf(answer)
  if (failure) {
    const email = failure.values.email ?? ''
    const state: PasswordResetState =
      failure.values.step === 'confirm' ? { step: 'confirm', email } : { step: 'request' }
    return { state, sent: false, failure }
  }
  if (answer && typeof answer === 'object' && 'step' in answer) {
    const state = answer as PasswordResetState
    return { state, sent: state.step === 'confirm', failure: null }
  }
  return { state: start, sent: false, failure: null }
}
