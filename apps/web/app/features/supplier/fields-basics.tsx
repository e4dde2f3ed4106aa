import { ITEM_DESCRIPTION_MAX, ITEM_NAME_MAX } from '@tianguis/core/constants'
import { useT } from '../../i18n/use-t'
import { RadioGroup } from '../../ui/radio-group'
import { TextField } from '../../ui/text-field'
import { TextAreaField } from '../../ui/textarea-field'
import { FieldGroup, type GroupProps } from './field-group'

/** Name, business or personal, description and tags (001 §3). */
export function BasicsFields({ values, errors }: GroupProps) {
  const t = useT()
  return (
    <FieldGroup legend={t('supplier.group.basics')}>
      <TextField
        name="name"
        label={t('supplier.field.name')}
        required
        maxLength={ITEM_NAME_MAX}
        defaultValue={values.name}
        error={errors.name}
      />
      <RadioGroup
        name="main_type"
        legend={t('supplier.field.main_type')}
        defaultValue={values.main_type}
        options={[
          { value: 'business', label: t('supplier.main_type.business') },
          { value: 'personal', label: t('supplier.main_type.personal') },
        ]}
        error={errors.main_type}
      />
      <TextAreaField
        name="plain_description"
        label={t('supplier.field.plain_description')}
        maxLength={ITEM_DESCRIPTION_MAX}
        defaultValue={values.plain_description}
        error={errors.plain_description}
      />
      <TextField
        name="tags"
        label={t('supplier.field.tags')}
        hint={t('supplier.field.tagsHint')}
        defaultValue={values.tags}
        error={errors.tags}
      />
    </FieldGroup>
  )
}
