import type { OwnItem } from '@tianguis/core/contracts/items'
import { isSoldOut } from '@tianguis/core/items'
import { formatMoney } from '@tianguis/core/money'
import { photoOfSize } from '@tianguis/core/photo-sizes'
import { Form, Link } from 'react-router'
import type { MessageKey } from '../../i18n/es-MX'
import { useLocale, useT } from '../../i18n/use-t'
import { supplierPaths } from './paths'

const TYPE_LABELS = {
  product: 'supplier.type.product',
  service: 'supplier.type.service',
  experience: 'supplier.type.experience',
} as const satisfies Record<OwnItem['type'], MessageKey>

const action =
  'cursor-pointer rounded-md border border-gray-400 bg-white px-3 py-1 text-gray-900 text-sm hover:bg-gray-100'

/**
 * One of the supplier's items: main photo, name, kind, price and its states (unpublished and
 * hidden ones dimmed: a faded photo on a dashed card, the text kept readable; 001 §2), with edit, show or hide, publish or unpublish, and delete.
 */
export function OwnItemRow({
  item,
  base,
  here,
  headingAs: Heading,
}: {
  item: OwnItem
  base: string
  here: string
  headingAs: 'h2' | 'h3'
}) {
  const t = useT()
  const locale = useLocale()
  const dimmed = item.list_state === 'unpublished' || item.hiden
  const states: MessageKey[] = [
    item.list_state === 'published' ? 'supplier.state.published' : 'supplier.state.unpublished',
    ...(item.hiden ? ['supplier.state.hidden' as const] : []),
    ...(item.disabled ? ['supplier.state.disabled' as const] : []),
    ...(isSoldOut(item) ? ['supplier.state.soldOut' as const] : []),
    ...(item.concluded ? ['supplier.state.concluded' as const] : []),
  ]
  const name = <span className="sr-only">: {item.name}</span>
  const toggle = (intent: string, label: MessageKey) => (
    <Form method="post" action={here}>
      <input type="hidden" name="id" value={item.id} />
      <button type="submit" name="intent" value={intent} className={action}>
        {t(label)}
        {name}
      </button>
    </Form>
  )
  return (
    <li
      className={`flex flex-col gap-3 rounded-lg border p-3 sm:flex-row sm:items-center ${
        dimmed ? 'border-gray-400 border-dashed bg-gray-50' : 'border-gray-200 bg-white'
      }`}
    >
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <div
          className={`h-[60px] w-[50px] shrink-0 overflow-hidden rounded bg-gray-100 ${dimmed ? 'opacity-50' : ''}`}
        >
          {item.photos[0] ? (
            <img
              src={photoOfSize(item.photos[0], 'thumb')}
              alt=""
              width={50}
              height={60}
              loading="lazy"
              className="h-full w-full object-cover"
            />
          ) : null}
        </div>
        <div className="min-w-0">
          <Heading className="truncate font-semibold text-base text-gray-900">{item.name}</Heading>
          <p className="text-gray-700 text-sm">
            {t(TYPE_LABELS[item.type])} ·{' '}
            {item.is_free
              ? t('items.free')
              : formatMoney({ amount: item.list_price, currency: item.currency }, locale)}
          </p>
          <ul className="mt-1 flex flex-wrap gap-1" aria-label={t('supplier.list.states')}>
            {states.map((state) => (
              <li key={state} className="rounded bg-gray-100 px-2 py-0.5 font-medium text-gray-900 text-xs">
                {t(state)}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Link to={supplierPaths.edit(base, item.id)} className={action}>
          {t('supplier.action.edit')}
          {name}
        </Link>
        {item.hiden ? toggle('show', 'supplier.action.show') : toggle('hide', 'supplier.action.hide')}
        {item.list_state === 'published'
          ? toggle('unpublish', 'supplier.action.unpublish')
          : toggle('publish', 'supplier.action.publish')}
        <Link to={supplierPaths.remove(base, item.id)} className={`${action} text-red-800`}>
          {t('supplier.action.delete')}
          {name}
        </Link>
      </div>
    </li>
  )
}
