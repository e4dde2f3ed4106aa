import { ITEM_STOCK_MAX } from '@tianguis/core/constants'
import { LOCALE_TIME_ZONE } from '@tianguis/core/dates'
import { useLocale, useT } from '../../i18n/use-t'
import { TextField } from '../../ui/text-field'
import { FieldGroup, type GroupProps } from './field-group'

/** An experience's date and places (001 §3; after the date it is concluded, 001 §4). */
export function ExperienceFields({ values, errors }: GroupProps) {
  const t = useT()
  const zone = LOCALE_TIME_ZONE[useLocale()]
  return (
    <FieldGroup legend={t('supplier.group.experience')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="experience_date"
          type="datetime-local"
          required
          label={t('supplier.field.experience_date')}
          hint={t(
            zone === 'America/Argentina/Buenos_Aires'
              ? 'supplier.zone.buenosAires'
              : 'supplier.zone.mexicoCity',
          )}
          defaultValue={values.experience_date}
          error={errors.experience_date}
        />
        <TextField
          name="experience_available"
          type="number"
          min={0}
          max={ITEM_STOCK_MAX}
          step={1}
          label={t('supplier.field.experience_available')}
          defaultValue={values.experience_available}
          error={errors.experience_available}
        />
      </div>
    </FieldGroup>
  )
}
