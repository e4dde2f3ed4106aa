import { Form } from 'react-router'
import { useT } from '../../i18n/use-t'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { invoicingOptions } from './invoicing-options'
import type { InvoicingFailure } from './order-documents.server'
import { documentPaths } from './paths'
import type { OrderView } from './purchases.server'

/**
 * The order's receipt and invoice (decision 085): two plain links (a download, or back here with
 * a toast when it cannot be made), and the customer's invoicing data as a plain form — RFC, name,
 * SAT tax regime, CFDI use and fiscal postal code — whose refusals show on their fields.
 */
export function OrderDocuments({
  order,
  failure,
  headingAs: H,
}: {
  order: OrderView
  failure: InvoicingFailure | null
  headingAs: 'h2' | 'h3'
}) {
  const t = useT()
  const options = invoicingOptions()
  const value = (field: string, given: string | null) => failure?.values[field] ?? given ?? ''
  const field = (name: string, label: string, input: React.ReactNode) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`invoicing-${name}`} className="font-medium text-sm">
        {label}
      </label>
      {input}
      {failure?.fields[name] ? (
        <p id={`invoicing-${name}-error`} className="text-red-800 text-sm">
          {failure.fields[name]}
        </p>
      ) : null}
    </div>
  )
  const described = (name: string) =>
    failure?.fields[name] ? { 'aria-invalid': true, 'aria-describedby': `invoicing-${name}-error` } : {}
  const inputClass = 'rounded-md border border-gray-400 bg-white px-3 py-2 text-gray-900'
  return (
    <section className="flex flex-col gap-3 rounded-lg border border-gray-200 p-4">
      <H className="font-semibold text-lg">{t('purchases.detail.documents.title')}</H>
      <div className="flex flex-wrap gap-3">
        <a
          href={documentPaths.receipt(order.base, order.id)}
          className="rounded-md bg-gray-900 px-4 py-2 font-medium text-white hover:bg-gray-700"
        >
          {t('purchases.detail.documents.receipt')}
        </a>
        <a
          href={documentPaths.invoice(order.base, order.id)}
          className="rounded-md border border-gray-900 px-4 py-2 font-medium text-gray-900 hover:bg-gray-100"
        >
          {t('purchases.detail.documents.invoice')}
        </a>
      </div>
      <p className="text-gray-700 text-sm">{t('purchases.detail.documents.invoiceHint')}</p>
      <details open={failure !== null || order.invoicing.taxId === null} className="flex flex-col gap-3">
        <summary className="cursor-pointer font-medium">{t('purchases.detail.invoicingForm.edit')}</summary>
        <Form
          method="post"
          className="mt-3 grid gap-3 sm:grid-cols-2"
          aria-label={t('purchases.detail.invoicingForm.title')}
        >
          <input type="hidden" name="intent" value="invoicing" />
          {failure?.message ? (
            <div className="sm:col-span-2">
              <Alert tone="error">{failure.message}</Alert>
            </div>
          ) : null}
          <p className="text-gray-700 text-sm sm:col-span-2">{t('purchases.detail.invoicingForm.hint')}</p>
          {field(
            'tax_id',
            t('purchases.detail.taxId'),
            <input
              id="invoicing-tax_id"
              name="tax_id"
              required
              maxLength={19}
              autoCapitalize="characters"
              defaultValue={value('tax_id', order.invoicing.taxId)}
              className={`${inputClass} font-mono uppercase`}
              {...described('tax_id')}
            />,
          )}
          {field(
            'name',
            t('purchases.detail.invoiceName'),
            <input
              id="invoicing-name"
              name="name"
              required
              maxLength={254}
              defaultValue={value('name', order.invoicing.name)}
              className={inputClass}
              {...described('name')}
            />,
          )}
          {field(
            'tax_regime',
            t('purchases.detail.taxRegime'),
            <select
              id="invoicing-tax_regime"
              name="tax_regime"
              required
              defaultValue={value('tax_regime', order.invoicing.codes.taxRegime)}
              className={inputClass}
              {...described('tax_regime')}
            >
              <option value="">{t('purchases.detail.invoicingForm.choose')}</option>
              {options.regimes.map((regime) => (
                <option key={regime.code} value={regime.code}>
                  {regime.label}
                </option>
              ))}
            </select>,
          )}
          {field(
            'cfdi_use',
            t('purchases.detail.cfdiUse'),
            <select
              id="invoicing-cfdi_use"
              name="cfdi_use"
              required
              defaultValue={value('cfdi_use', order.invoicing.codes.cfdiUse)}
              className={inputClass}
              {...described('cfdi_use')}
            >
              <option value="">{t('purchases.detail.invoicingForm.choose')}</option>
              {options.uses.map((use) => (
                <option key={use.code} value={use.code}>
                  {use.label}
                </option>
              ))}
            </select>,
          )}
          {field(
            'postcode',
            t('purchases.detail.postcode'),
            <input
              id="invoicing-postcode"
              name="postcode"
              required
              inputMode="numeric"
              pattern="[0-9]{5}"
              maxLength={5}
              defaultValue={value('postcode', order.invoicing.postcode)}
              className={inputClass}
              {...described('postcode')}
            />,
          )}
          <div className="flex items-end">
            <Button>{t('purchases.detail.invoicingForm.save')}</Button>
          </div>
        </Form>
      </details>
    </section>
  )
}
