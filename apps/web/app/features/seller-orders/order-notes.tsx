import type { SellerOrderDetail } from '@tianguis/core/contracts/seller-orders'
import { formatDateTime } from '@tianguis/core/dates'
import { ORDER_NOTE_MAX } from '@tianguis/core/orders/lifecycle'
import { Form, useNavigation } from 'react-router'
import { useLocale, useT } from '../../i18n/use-t'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { RadioGroup } from '../../ui/radio-group'
import { TextAreaField } from '../../ui/textarea-field'
import { actorLabel } from './labels'
import type { OrderFormAnswer } from './seller-orders.server'

/**
 * The sale's notes (002 §6 'add visible or internal notes'), newest first, each saying who sees it,
 * and the form for a new one with the visibility chosen (for the staff who act on orders).
 */
export function OrderNotes({
  order,
  noteKey,
  answer,
}: {
  order: SellerOrderDetail
  noteKey: string
  answer: OrderFormAnswer | null
}) {
  const t = useT()
  const locale = useLocale()
  const busy = useNavigation().state === 'submitting'
  const mine = answer?.intent === 'note' ? answer : null
  return (
    <section aria-labelledby="pedido-notas" className="flex flex-col gap-3">
      <h2 id="pedido-notas" className="font-semibold text-gray-900 text-lg">
        {t('sellerOrders.notes.title')}
      </h2>
      {order.notes.length === 0 ? (
        <p className="text-gray-700">{t('sellerOrders.notes.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {order.notes.map((note) => (
            <li key={note.id} className="rounded-md border border-gray-200 bg-white p-3">
              <p className="whitespace-pre-line">{note.text}</p>
              <p className="text-gray-600 text-sm">
                {t('sellerOrders.notes.by', {
                  visibility: t(
                    note.visibility === 'client'
                      ? 'sellerOrders.notes.client'
                      : 'sellerOrders.notes.internal',
                  ),
                  actor: t(actorLabel(note.author_role)),
                  date: formatDateTime(note.at, locale),
                })}
              </p>
            </li>
          ))}
        </ul>
      )}
      {order.can_note ? (
        <Form method="post" className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4">
          <input type="hidden" name="intent" value="note" />
          <input type="hidden" name="key" value={noteKey} />
          {mine?.failure ? <Alert tone="error">{mine.failure}</Alert> : null}
          <TextAreaField
            name="text"
            label={t('sellerOrders.notes.text')}
            rows={3}
            maxLength={ORDER_NOTE_MAX}
            required
            defaultValue={mine?.values.text ?? ''}
            error={mine?.errors.text}
          />
          <RadioGroup
            name="visibility"
            legend={t('sellerOrders.notes.visibility')}
            defaultValue={mine?.values.visibility || 'internal'}
            options={[
              { value: 'client', label: t('sellerOrders.notes.client') },
              { value: 'internal', label: t('sellerOrders.notes.internal') },
            ]}
            error={mine?.errors.visibility}
          />
          <div>
            <Button variant="secondary" disabled={busy}>
              {t('sellerOrders.notes.add')}
            </Button>
          </div>
        </Form>
      ) : null}
    </section>
  )
}
