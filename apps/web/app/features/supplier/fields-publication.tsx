import { useT } from '../../i18n/use-t'
import { CheckboxField } from '../../ui/checkbox-field'
import { RadioGroup } from '../../ui/radio-group'
import { FieldGroup, type GroupProps } from './field-group'

/** Published or not (list_state), and hidden from the shops (hiden) (001 §3, §4). */
export function PublicationFields({ values, errors }: GroupProps) {
  const t = useT()
  return (
    <FieldGroup legend={t('supplier.group.publication')}>
      <RadioGroup
        name="list_state"
        legend={t('supplier.field.list_state')}
        defaultValue={values.list_state}
        options={[
          { value: 'published', label: t('supplier.list_state.published') },
          { value: 'unpublished', label: t('supplier.list_state.unpublished') },
        ]}
        error={errors.list_state}
      />
      <CheckboxField
        name="hiden"
        label={t('supplier.field.hiden')}
        hint={t('supplier.field.hidenHint')}
        defaultChecked={values.hiden}
        error={errors.hiden}
      />
    </FieldGroup>
  )
}
