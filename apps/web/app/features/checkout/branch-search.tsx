import { Form } from 'react-router'
import { useT } from '../../i18n/use-t'
import { inputClass } from './checkout-form-parts'

/**
 * The post's branch lookup with a filter (002 "branch lookup with query filters"; decision 055): a
 * GET form that reloads the page with `?sucursal=<text>`, so the branches listed are those whose
 * name, street or city match anywhere instead of those near the address. Works without JavaScript.
 */
export function BranchSearch({
  checkoutId,
  supplierId,
  query,
  found,
}: {
  checkoutId: string
  supplierId: string
  query: string
  /** How many branches the page lists now. */
  found: number
}) {
  const t = useT()
  const id = `branch-search-${supplierId}`
  return (
    <Form method="get" className="flex flex-col gap-1" role="search">
      {/* The server's CHECKOUT_PARAM and BRANCH_QUERY_PARAM (.server modules stay out of the browser). */}
      <input type="hidden" name="compra" value={checkoutId} />
      <label htmlFor={id} className="font-medium text-sm">
        {t('checkout.delivery.branchSearch')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          name="sucursal"
          type="search"
          defaultValue={query}
          maxLength={100}
          className={`${inputClass(false)} min-w-0 flex-1`}
        />
        <button
          type="submit"
          className="cursor-pointer rounded-md border border-current px-4 py-2 font-medium hover:bg-black/5"
        >
          {t('checkout.delivery.branchSearchButton')}
        </button>
      </div>
      {query && found === 0 ? (
        <p className="text-gray-700 text-sm">{t('checkout.delivery.branchNone')}</p>
      ) : null}
    </Form>
  )
}
