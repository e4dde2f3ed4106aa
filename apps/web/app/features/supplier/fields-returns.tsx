import { ITEM_RETURN_LEGEND_MAX } from '@tianguis/core/constants'
import { RETURN_FEES } from '@tianguis/core/items'
import { useLocale, useT } from '../../i18n/use-t'
import { SelectField } from '../../ui/select-field'
import { TextField } from '../../ui/text-field'
import { TextAreaField } from '../../ui/textarea-field'
import { FieldGroup, type GroupProps, Revealed } from './field-group'
import { moneyExample } from './money-example'

/**
 * Return info (001 §3): whether returns are taken (72 hours), the policy and its text when
 * customised, who pays, the shipping label, and the restocking fee (two decimals) only when the
 * fee is a restocking fee.
 */
export function ReturnFields({ values, errors }: GroupProps) {
  const t = useT()
  const locale = useLocale()
  return (
    <FieldGroup legend={t('supplier.group.returns')}>
      <SelectField
        name="return_type"
        label={t('supplier.field.return_type')}
        defaultValue={values.return_type}
        options={[
          { value: '72hrs', label: t('supplier.return_type.72hrs') },
          { value: 'disallowed', label: t('supplier.return_type.disallowed') },
        ]}
        error={errors.return_type}
      />
      <SelectField
        name="return_policy"
        label={t('supplier.field.return_policy')}
        defaultValue={values.return_policy}
        options={[
          { value: 'common', label: t('supplier.return_policy.common') },
          { value: 'customized', label: t('supplier.return_policy.customized'), reveals: 'customized' },
        ]}
        error={errors.return_policy}
      />
      <Revealed when="customized">
        <TextAreaField
          name="return_policy_legend"
          label={t('supplier.field.return_policy_legend')}
          maxLength={ITEM_RETURN_LEGEND_MAX}
          defaultValue={values.return_policy_legend}
          error={errors.return_policy_legend}
        />
      </Revealed>
      <SelectField
        name="return_fees"
        label={t('supplier.field.return_fees')}
        defaultValue={values.return_fees}
        options={RETURN_FEES.map((fee) => ({
          value: fee,
          label: t(`supplier.return_fees.${fee}`),
          ...(fee === 'restocking_fees' ? { reveals: 'restocking' } : {}),
        }))}
        error={errors.return_fees}
      />
      <Revealed when="restocking">
        <TextField
          name="restocking_fees"
          label={t('supplier.field.restocking_fees')}
          inputMode="decimal"
          autoComplete="off"
          hint={t('supplier.field.restocking_feesHint', { example: moneyExample(locale) })}
          defaultValue={values.restocking_fees}
          error={errors.restocking_fees}
        />
      </Revealed>
      <SelectField
        name="return_shipping_label"
        label={t('supplier.field.return_shipping_label')}
        defaultValue={values.return_shipping_label}
        options={[
          { value: 'inbox', label: t('supplier.return_shipping_label.inbox') },
          { value: 'download', label: t('supplier.return_shipping_label.download') },
        ]}
        error={errors.return_shipping_label}
      />
    </FieldGroup>
  )
}
