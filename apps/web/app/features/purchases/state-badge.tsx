import type { MessageKey } from '../../i18n/es-MX'
import { useT } from '../../i18n/use-t'

/** How each displayed state reads at a glance: waiting on someone, under way, done, or ended. */
const TONES: Record<string, string> = {
  awaiting_seller_confirmation: 'bg-amber-100 text-amber-900',
  confirm_order: 'bg-amber-100 text-amber-900',
  awaiting_payment: 'bg-amber-100 text-amber-900',
  paid: 'bg-sky-100 text-sky-900',
  in_process: 'bg-sky-100 text-sky-900',
  to_deliver: 'bg-sky-100 text-sky-900',
  on_the_way: 'bg-sky-100 text-sky-900',
  delivered: 'bg-green-100 text-green-900',
  canceled: 'bg-gray-200 text-gray-900',
  payment_expired: 'bg-gray-200 text-gray-900',
}

/** An order's displayed state (002 §4), in words and a colour that agree. */
export function StateBadge({ displayed }: { displayed: string }) {
  const t = useT()
  return (
    <span
      className={`inline-block rounded-full px-3 py-1 font-medium text-sm ${TONES[displayed] ?? 'bg-gray-200 text-gray-900'}`}
      data-order-state={displayed}
    >
      {t(`purchases.state.${displayed}` as MessageKey)}
    </span>
  )
}
