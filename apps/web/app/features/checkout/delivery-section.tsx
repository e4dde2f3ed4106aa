import { useState } from 'react'
import { Form } from 'react-router'
import { useT } from '../../i18n/use-t'
import { Alert } from '../../ui/alert'
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
          incomplete={missing.includes(`delivery:${order.supplierId}`)}
        />
      ))}
    </Section>
  )
}

function DeliveryChoice({ order, incomplete }: { order: PageOrder; incomplete: boolean }) {
  const t = useT()
  const [chosen, setChosen] = useState(order.delivery ?? order.options?.[0]?.value ?? '')
  const toBranch = chosen.startsWith('to_branch|')
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
            <div className="flex flex-col gap-1" hidden={!toBranch && chosen !== ''}>
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
          <SaveButton label={t('checkout.delivery.choose')} />
        </Form>
      )}
    </div>
  )
}
