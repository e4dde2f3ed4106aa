import { useEffect, useState } from 'react'
import { Form } from 'react-router'
import { useT } from '../../i18n/use-t'
import { Alert } from '../../ui/alert'
import { BranchSearch } from './branch-search'
import { inputClass, SaveButton, Section } from './checkout-form-parts'
import type { Incomplete, PageCheckout, PageOrder } from './page-checkout'

/** Delivery method (002 §2): one choice per supplier order, since each ships on its own. */
export function DeliverySection({
  checkout,
  missing,
}: {
  checkout: PageCheckout
  missing: readonly Incomplete[]
}) {
  const t = useT()
  return (
    <Section
      id="delivery"
      title={t('checkout.delivery.title')}
      incomplete={missing.some((part) => part.startsWith('delivery:'))}
    >
      {checkout.orders.map((order) => (
        <DeliveryChoice
          key={order.supplierId}
          order={order}
          checkoutId={checkout.id}
          branchQuery={checkout.branchQuery}
          incomplete={missing.includes(`delivery:${order.supplierId}`)}
        />
      ))}
    </Section>
  )
}

function DeliveryChoice({
  order,
  incomplete,
  checkoutId,
  branchQuery,
}: {
  order: PageOrder
  incomplete: boolean
  checkoutId: string
  branchQuery: string
}) {
  const t = useT()
  const [chosen, setChosen] = useState(order.delivery ?? order.options?.[0]?.value ?? '')
  const toBranch = chosen.startsWith('to_branch|')
  // The branch parts hide only once the page runs script: without it, choosing a branch delivery
  // cannot show them, so they stay visible.
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  const branchHidden = hydrated && !toBranch && chosen !== ''
  return (
    <div className="flex flex-col gap-2" data-supplier={order.supplierId}>
      <h3 className="font-medium">{t('checkout.delivery.for', { supplier: order.supplierName })}</h3>
      {order.options === null ? (
        <p className={incomplete ? 'text-red-800' : ''}>{t('checkout.delivery.needsAddress')}</p>
      ) : order.optionsError ? (
        <Alert tone="error">{order.optionsError}</Alert>
      ) : (
        <Form method="post" className="flex flex-col gap-2">
          <input type="hidden" name="intent" value="delivery" />
          <input type="hidden" name="supplier_id" value={order.supplierId} />
          {order.options.map((option) => (
            <label key={option.value} className="flex items-center gap-2">
              <input
                type="radio"
                name="option"
                value={option.value}
                defaultChecked={option.value === chosen}
                onChange={() => setChosen(option.value)}
                className="h-5 w-5 accent-[var(--accent)]"
              />
              <span>
                {option.label} · {option.price}
                {option.days !== null ? ` · ${t('checkout.delivery.days', { days: option.days })}` : ''}
              </span>
            </label>
          ))}
          {order.branches.length > 0 ? (
            <div className="flex flex-col gap-1" hidden={branchHidden}>
              <label htmlFor={`branch-${order.supplierId}`} className="font-medium text-sm">
                {t('checkout.delivery.branch')}
              </label>
              <select
                id={`branch-${order.supplierId}`}
                name="agency_id"
                defaultValue={order.branchId ?? ''}
                className={inputClass(incomplete && toBranch)}
              >
                <option value="">{t('checkout.delivery.branchChoose')}</option>
                {order.branches.map((branch) => (
                  <option key={branch.id} value={branch.id}>
                    {branch.label}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          {order.options.some((option) => option.type === 'delivery') ? (
            <p className="text-gray-700 text-sm">{t('checkout.delivery.toConfirmHint')}</p>
          ) : null}
          <SaveButton label={t('checkout.delivery.choose')} />
        </Form>
      )}
      {order.offersBranches && !branchHidden ? (
        <BranchSearch
          checkoutId={checkoutId}
          supplierId={order.supplierId}
          query={branchQuery}
          found={order.branches.length}
        />
      ) : null}
      {order.unavailable.map((message) => (
        <Alert key={message} tone="info">
          {message}
        </Alert>
      ))}
    </div>
  )
}
