import { ITEM_STOCK_MAX } from '@tianguis/core/constants'
import { useT } from '../../i18n/use-t'
import { CheckboxField } from '../../ui/checkbox-field'
import { RadioGroup } from '../../ui/radio-group'
import { TextField } from '../../ui/text-field'
import { FieldGroup, type GroupProps, Revealed } from './field-group'

/**
 * Stock (002 §3/§5): kept on stock with a number of units, or made on demand (never limited by
 * units); a maximum per purchase; sold out and disabled switches.
 */
export function StockFields({ values, errors }: GroupProps) {
  const t = useT()
  return (
    <FieldGroup legend={t('supplier.group.stock')}>
      <RadioGroup
        name="stock_type"
        legend={t('supplier.field.stock_type')}
        defaultValue={values.stock_type}
        options={[
          { value: 'onstock', label: t('supplier.stock_type.onstock'), reveals: 'onstock' },
          { value: 'ondemand', label: t('supplier.stock_type.ondemand') },
        ]}
        error={errors.stock_type}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Revealed when="onstock">
          <TextField
            name="available"
            type="number"
            min={0}
            max={ITEM_STOCK_MAX}
            step={1}
            label={t('supplier.field.available')}
            defaultValue={values.available}
            error={errors.available}
          />
        </Revealed>
        <TextField
          name="max_purchase_amount"
          type="number"
          min={1}
          max={ITEM_STOCK_MAX}
          step={1}
          label={t('supplier.field.max_purchase_amount')}
          hint={t('supplier.field.max_purchase_amountHint')}
          defaultValue={values.max_purchase_amount}
          error={errors.max_purchase_amount}
        />
      </div>
      <CheckboxField
        name="sold_out"
        label={t('supplier.field.sold_out')}
        defaultChecked={values.sold_out}
        error={errors.sold_out}
      />
      <CheckboxField
        name="disabled"
        label={t('supplier.field.disabled')}
        hint={t('supplier.field.disabledHint')}
        defaultChecked={values.disabled}
        error={errors.disabled}
      />
    </FieldGroup>
  )
}
