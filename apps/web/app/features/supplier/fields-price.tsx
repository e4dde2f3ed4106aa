import { useLocale, useT } from '../../i18n/use-t'
import { CheckboxField } from '../../ui/checkbox-field'
import { SelectField } from '../../ui/select-field'
import { TextField } from '../../ui/text-field'
import { FieldGroup, type GroupProps, Revealed } from './field-group'
import { CURRENCIES } from './item-form-values'
import { moneyExample } from './money-example'

/** Price, crossed-out price, currency, hidden price, free (001 §3), and resale (dropshipping with its margin). */
export function PriceFields({ values, errors }: GroupProps) {
  const t = useT()
  const locale = useLocale()
  const currencies = (CURRENCIES as readonly string[]).includes(values.currency)
    ? CURRENCIES
    : [...CURRENCIES, values.currency]
  const money = (name: 'list_price' | 'crossout_price' | 'contribution_margin', required = false) => (
    <TextField
      name={name}
      label={t(`supplier.field.${name}`)}
      inputMode="decimal"
      autoComplete="off"
      required={required}
      hint={t(`supplier.field.${name}Hint`, { example: moneyExample(locale) })}
      defaultValue={values[name]}
      error={errors[name]}
    />
  )
  return (
    <FieldGroup legend={t('supplier.group.price')}>
      <div className="grid gap-4 sm:grid-cols-2">
        {money('list_price')}
        {money('crossout_price')}
      </div>
      <SelectField
        name="currency"
        label={t('supplier.field.currency')}
        defaultValue={values.currency}
        options={currencies.map((code) => ({ value: code, label: code }))}
        error={errors.currency}
      />
      <CheckboxField
        name="is_free"
        label={t('supplier.field.is_free')}
        defaultChecked={values.is_free}
        error={errors.is_free}
      />
      <CheckboxField
        name="hide_price"
        label={t('supplier.field.hide_price')}
        hint={t('supplier.field.hide_priceHint')}
        defaultChecked={values.hide_price}
        error={errors.hide_price}
      />
      <CheckboxField
        name="is_dropshipping"
        label={t('supplier.field.is_dropshipping')}
        hint={t('supplier.field.is_dropshippingHint')}
        defaultChecked={values.is_dropshipping}
        error={errors.is_dropshipping}
        data-reveals="dropshipping"
      />
      <Revealed when="dropshipping">{money('contribution_margin')}</Revealed>
    </FieldGroup>
  )
}
