import { TOAST_CASES, type ToastKind } from '@tianguis/core/toasts'
import { useLocation } from 'react-router'
import type { MessageKey } from '../../i18n/es-MX'
import { useT } from '../../i18n/use-t'
import { FlashToast } from '../toasts/flash-toast'
import { RESALE_PARAM, type ResaleOutcome, resaleOutcomeOf } from './resale-outcome'

/** Each outcome's toast, as the control shows it with JavaScript (001 §4, §8). */
const TOASTS: Record<
  ResaleOutcome,
  { kind: ToastKind; title: MessageKey; message: MessageKey; ms?: number }
> = {
  added: { kind: 'success', title: 'resale.addedTitle', message: 'resale.addedText' },
  invalidProduct: {
    kind: 'warning',
    title: 'resale.warningTitle',
    message: 'resale.invalidProduct',
    ms: TOAST_CASES.invalidProduct.durationMs,
  },
  supplierRestricted: { kind: 'error', title: 'resale.errorTitle', message: 'resale.supplierRestricted' },
  error: { kind: 'error', title: 'resale.errorTitle', message: 'resale.error' },
  removed: { kind: 'success', title: 'resale.doneTitle', message: 'resale.doneShop' },
  removedFromCatalogue: { kind: 'success', title: 'resale.doneTitle', message: 'resale.doneCatalogue' },
}

/**
 * The outcome of the add/remove control's form posted without JavaScript (`?reventa=`, decision
 * 076), on the page it lands back on, as a toast. The page sends 'resale' and 'toast.close'. The
 * added message names the item: a page of several (the shop home) gives no `name` and shows the title.
 */
export function ResaleFlash({ name }: { name?: string }) {
  const t = useT()
  const { pathname, search, key } = useLocation()
  const query = new URLSearchParams(search)
  const outcome = resaleOutcomeOf(query.get(RESALE_PARAM))
  if (!outcome) return null
  const shown = TOASTS[outcome]
  query.delete(RESALE_PARAM)
  const rest = query.toString()
  return (
    <FlashToast
      key={key}
      param={RESALE_PARAM}
      kind={shown.kind}
      {...(shown.ms ? { durationMs: shown.ms } : {})}
      title={t(shown.title)}
      {...(name !== undefined || outcome !== 'added'
        ? { message: t(shown.message, { name: name ?? '' }) }
        : {})}
      closeHref={`${pathname}${rest ? `?${rest}` : ''}`}
    />
  )
}
