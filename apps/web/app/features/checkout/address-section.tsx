import { Form } from 'react-router'
import type { MessageKey } from '../../i18n/es-MX'
import { useT } from '../../i18n/use-t'
import { Input, inputClass, SaveButton, Section } from './checkout-form-parts'
import { MX_PROVINCES } from './mx-provinces'
import type { PageCheckout } from './page-checkout'

/** The new address's text fields, in the order they show (the province is a list below them). */
const ADDRESS_FIELDS: readonly {
  name: string
  label: MessageKey
  /** The contact section's phone has `checkout-phone`. */
  id?: string
  type?: string
  autoComplete?: string
  inputMode?: 'numeric'
}[] = [
  { name: 'recipient', label: 'checkout.address.name', autoComplete: 'name' },
  {
    name: 'phone',
    label: 'checkout.address.phone',
    id: 'checkout-address-phone',
    type: 'tel',
    autoComplete: 'tel',
  },
  { name: 'street', label: 'checkout.address.street', autoComplete: 'address-line1' },
  { name: 'exterior_number', label: 'checkout.address.number' },
  { name: 'postcode', label: 'checkout.address.postcode', inputMode: 'numeric', autoComplete: 'postal-code' },
  { name: 'city', label: 'checkout.address.city', autoComplete: 'address-level2' },
]

/** Delivery address (002 §2): one of the saved addresses, or a new one. */
export function AddressSection({
  checkout,
  incomplete,
  fieldError,
}: {
  checkout: PageCheckout
  incomplete: boolean
  fieldError: (name: string) => string | undefined
}) {
  const t = useT()
  const current = checkout.address
  const defaultSaved = current?.id ?? checkout.savedAddresses[0]?.id ?? 'new'
  return (
    <Section id="address" title={t('checkout.address.title')} incomplete={incomplete}>
      {current ? (
        <p data-current-address="">
          {`${current.name}, ${current.street} ${current.number}, ${current.postcode} ${current.city}, ${current.provinceName}${current.phone ? ` · ${current.phone}` : ''}`}
        </p>
      ) : null}
      <Form method="post" className="flex flex-col gap-3">
        <input type="hidden" name="intent" value="address" />
        {checkout.savedAddresses.length > 0 ? (
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-1 font-medium text-sm">{t('checkout.address.saved')}</legend>
            {[
              ...checkout.savedAddresses.map((a) => ({
                id: a.id,
                label: `${a.name}, ${a.street} ${a.number}, ${a.postcode} ${a.city}`,
              })),
              { id: 'new', label: t('checkout.address.new') },
            ].map((option) => (
              <label key={option.id} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="address_id"
                  value={option.id}
                  defaultChecked={option.id === defaultSaved}
                  className="h-5 w-5 accent-[var(--accent)]"
                />
                {option.label}
              </label>
            ))}
          </fieldset>
        ) : null}
        <div className="grid gap-3 sm:grid-cols-2">
          {ADDRESS_FIELDS.map(({ label, ...field }) => (
            <Input
              key={field.name}
              {...field}
              label={t(label)}
              invalid={incomplete}
              error={fieldError(field.name)}
            />
          ))}
          <div className="flex flex-col gap-1">
            <label htmlFor="checkout-province_code" className="font-medium text-sm">
              {t('checkout.address.province')}
            </label>
            <select
              id="checkout-province_code"
              name="province_code"
              defaultValue=""
              className={inputClass(incomplete || Boolean(fieldError('province_code')))}
            >
              <option value="">{t('checkout.address.provinceChoose')}</option>
              {MX_PROVINCES.map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
          </div>
        </div>
        <SaveButton label={t('checkout.save')} />
      </Form>
    </Section>
  )
}
