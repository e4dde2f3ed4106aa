import type { GuestChannel } from '@tianguis/core/contracts/guest'
import { Form, Link, useNavigation } from 'react-router'
import { useT } from '../../i18n/use-t'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { RadioGroup } from '../../ui/radio-group'
import { TextField } from '../../ui/text-field'
import type { FormFailure } from '../account/form-result'

/**
 * Guest checkout's pieces (002 §2; decision 047): 'continue as a guest' with email or SMS, the
 * code entry with 'resend' and 'edit', and the links to log in or sign up instead. Plain forms
 * posting to `action` (the page that places them), so they work without JavaScript; `next` is
 * where the guest goes once signed in, and where log in and sign-up come back to.
 */
interface GuestPieceProps {
  /** The page whose action handles these forms (its path, with `?next=` when it has one). */
  action: string
  base: string
  next: string
  failure: FormFailure | null
}

const withNext = (path: string, next: string) => `${path}?next=${encodeURIComponent(next)}`

/** 'Are you already registered? log in' and 'sign up to continue', both back to `next`. */
export function GuestAccountLinks({ base, next }: { base: string; next: string }) {
  const t = useT()
  return (
    <div className="flex flex-col gap-1 border-gray-200 border-t pt-4 text-gray-700 text-sm">
      <p>
        {t('guest.registered')}{' '}
        <Link to={withNext(`${base}/login`, next)} className="font-medium underline">
          {t('guest.toLogin')}
        </Link>
      </p>
      <p>
        {t('guest.noAccount')}{' '}
        <Link to={withNext(`${base}/signup`, next)} className="font-medium underline">
          {t('guest.toSignup')}
        </Link>
      </p>
    </div>
  )
}

/** 'Continue as a guest': where the code goes (email or SMS) and the address or number. */
export function GuestStartForm({
  action,
  next,
  channel,
  to,
  failure,
}: GuestPieceProps & { channel: GuestChannel; to: string }) {
  const t = useT()
  const busy = useNavigation().state === 'submitting'
  const fields = failure?.error.fields ?? {}
  return (
    <Form method="post" action={action} className="flex flex-col gap-4" aria-label={t('guest.title')}>
      <input type="hidden" name="intent" value="send" />
      <input type="hidden" name="next" value={next} />
      {failure ? <Alert tone="error">{failure.error.message || t('form.errorSummary')}</Alert> : null}
      <RadioGroup
        name="channel"
        legend={t('guest.channel')}
        options={[
          { value: 'email', label: t('guest.channel.email') },
          { value: 'sms', label: t('guest.channel.sms') },
        ]}
        defaultValue={channel}
        error={fields.channel}
      />
      <TextField
        name="to"
        label={t('guest.to')}
        hint={t('guest.toHint')}
        autoComplete="email tel"
        required
        maxLength={254}
        defaultValue={to}
        error={fields.to}
      />
      <Button disabled={busy}>{t('guest.send')}</Button>
    </Form>
  )
}

/** The code step: the 6 digits, 'resend' (after the wait) and 'edit' the email or number. */
export function GuestCodeForm({
  action,
  next,
  channel,
  to,
  resent,
  resendAfter,
  failure,
  editHref,
}: GuestPieceProps & {
  channel: GuestChannel
  to: string
  resent: boolean
  resendAfter: number
  /** Back to the first step with `to` filled in. */
  editHref: string
}) {
  const t = useT()
  const busy = useNavigation().state === 'submitting'
  const fields = failure?.error.fields ?? {}
  const hidden = (
    <>
      <input type="hidden" name="next" value={next} />
      <input type="hidden" name="channel" value={channel} />
      <input type="hidden" name="to" value={to} />
    </>
  )
  return (
    <div className="flex flex-col gap-4">
      <p className="text-gray-700">
        {t(channel === 'sms' ? 'guest.codeSentSms' : 'guest.codeSentEmail', { to })}{' '}
        <Link to={editHref} className="font-medium underline">
          {t(channel === 'sms' ? 'guest.editPhone' : 'guest.editEmail')}
        </Link>
      </p>
      {resent ? <Alert tone="info">{t('guest.resent')}</Alert> : null}
      {failure ? <Alert tone="error">{failure.error.message || t('form.errorSummary')}</Alert> : null}
      <Form method="post" action={action} className="flex flex-col gap-4" aria-label={t('guest.codeTitle')}>
        <input type="hidden" name="intent" value="verify" />
        {hidden}
        <TextField
          name="code"
          label={t('guest.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          required
          defaultValue={failure?.values.code ?? ''}
          error={fields.code}
        />
        <Button disabled={busy}>{t('guest.verify')}</Button>
      </Form>
      <Form method="post" action={action} className="flex flex-col gap-1">
        <input type="hidden" name="intent" value="resend" />
        {hidden}
        {resendAfter > 0 ? (
          <p className="text-gray-600 text-sm">{t('guest.resendWait', { seconds: resendAfter })}</p>
        ) : null}
        <Button variant="link" disabled={busy} className="self-start text-sm">
          {t('guest.resend')}
        </Button>
      </Form>
    </div>
  )
}
