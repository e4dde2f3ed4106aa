import { useEffect, useState } from 'react'
import { useNavigation, useSubmit } from 'react-router'
import { useT } from '../../i18n/use-t'
import { toast } from '../toasts/toast'
import { CardForm, type CardPayment } from './card-form'

/**
 * The checkout's card form (decision 049) for a page that pays by posting to its own action — a
 * quoted order (decision 086), a package (decision 092): the card's token is posted with the page's
 * `fields`, the visit's Idempotency-Key and, when asked, the instalments. Meant to be an island:
 * until its code runs, a button says to start.
 */
export function CardPost({
  fields,
  attemptKey,
  withInstalments = false,
  startLabel,
  payLabel,
}: {
  fields: Record<string, string>
  attemptKey: string
  withInstalments?: boolean
  startLabel: string
  payLabel: string
}) {
  const t = useT()
  const [live, setLive] = useState(false)
  const submit = useSubmit()
  const busy = useNavigation().state !== 'idle'
  useEffect(() => setLive(true), [])

  function pay(card: CardPayment) {
    const form = new FormData()
    for (const [name, value] of Object.entries(fields)) form.set(name, value)
    form.set('card_token', card.card_token)
    if (withInstalments) form.set('msi_payments', String(card.msi_payments))
    form.set('idempotency_key', attemptKey)
    void submit(form, { method: 'post' })
  }

  if (!live)
    return (
      <button type="button" className="self-start rounded-md border px-4 py-2 font-medium">
        {startLabel}
      </button>
    )
  return (
    <CardForm
      canSave={false}
      busy={busy}
      disabled={false}
      payLabel={payLabel}
      onPay={pay}
      onTokenError={(message) =>
        toast({
          title: t('checkout.errorTitle'),
          message: message ?? t('checkout.error.generic'),
          kind: 'error',
        })
      }
    />
  )
}
