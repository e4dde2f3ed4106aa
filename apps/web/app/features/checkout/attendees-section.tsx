import { ATTENDEE_TYPES } from '@tianguis/core/tickets/attendees'
import { Form } from 'react-router'
import { useT } from '../../i18n/use-t'
import { Alert } from '../../ui/alert'
import { Input, inputClass, SaveButton, Section } from './checkout-form-parts'
import type { Incomplete, PageCheckout, PageExperience } from './page-checkout'

/** The form's field for one attendee's value: `attendee.<line>.<n>.<field>` (attendees-action.server.ts). */
export const attendeeField = (lineId: string, n: number, field: 'full_name' | 'phone' | 'type') =>
  `attendee.${lineId}.${n}.${field}`

/**
 * Attendees (002 §2 "Experience attendee capture", §5 "Attendee info must be reviewed"; decision
 * 083): one form for every experience of the checkout, a full name, an optional phone and a type
 * per ticket. While a ticket has no name, or an experience has ended, the section is red and the
 * pay button stays disabled. Nothing shows for a checkout without experiences.
 */
export function AttendeesSection({
  checkout,
  missing,
  fieldError,
}: {
  checkout: PageCheckout
  missing: readonly Incomplete[]
  fieldError: (name: string) => string | undefined
}) {
  const t = useT()
  const experiences = checkout.experiences ?? []
  if (experiences.length === 0) return null
  const incomplete = experiences.some((experience) => missing.includes(`attendees:${experience.lineId}`))
  const open = experiences.filter((experience) => !experience.ended)
  return (
    <Section id="attendees" title={t('checkout.attendees.title')} incomplete={incomplete}>
      <p className="text-gray-700 text-sm">{t('checkout.attendees.intro')}</p>
      {incomplete ? (
        <p className="font-medium text-red-800 text-sm">{t('checkout.attendees.review')}</p>
      ) : null}
      {experiences
        .filter((experience) => experience.ended)
        .map((experience) => (
          <Alert key={experience.lineId} tone="error">
            <strong>{experience.name}</strong> · {experience.date}: {t('checkout.attendees.ended')}
          </Alert>
        ))}
      {open.length > 0 ? (
        <Form method="post" className="flex flex-col gap-4">
          <input type="hidden" name="intent" value="attendees" />
          {open.map((experience, index) => (
            <ExperienceAttendees
              key={experience.lineId}
              experience={experience}
              error={(n, field) => fieldError(`lines.${index}.attendees.${n}.${field}`)}
              countError={fieldError(`lines.${index}.attendees`)}
            />
          ))}
          <SaveButton label={t('checkout.save')} />
        </Form>
      ) : null}
    </Section>
  )
}

function ExperienceAttendees({
  experience,
  error,
  countError,
}: {
  experience: PageExperience
  error: (n: number, field: 'full_name' | 'phone' | 'type') => string | undefined
  countError: string | undefined
}) {
  const t = useT()
  const { lineId } = experience
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="font-medium">
        {experience.name} · {experience.date}
      </legend>
      <input type="hidden" name="line" value={lineId} />
      {countError ? <p className="font-medium text-red-700 text-sm">{countError}</p> : null}
      {Array.from({ length: experience.quantity }, (_, n) => {
        const attendee = experience.attendees[n]
        const typeId = `checkout-${attendeeField(lineId, n, 'type')}`
        return (
          <fieldset
            key={attendeeField(lineId, n, 'full_name')}
            className="grid gap-3 rounded-md border border-gray-200 p-3 sm:grid-cols-3"
          >
            <legend className="px-1 text-gray-700 text-sm">
              {t('checkout.attendees.ticket', { n: n + 1 })}
            </legend>
            <Input
              name={attendeeField(lineId, n, 'full_name')}
              label={t('checkout.attendees.fullName')}
              autoComplete="off"
              defaultValue={attendee?.fullName ?? ''}
              invalid={!attendee?.fullName}
              error={error(n, 'full_name')}
              required
            />
            <Input
              name={attendeeField(lineId, n, 'phone')}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              label={t('checkout.attendees.phone')}
              defaultValue={attendee?.phone ?? ''}
              invalid={false}
              error={error(n, 'phone')}
            />
            <div className="flex flex-col gap-1">
              <label htmlFor={typeId} className="font-medium text-gray-900 text-sm">
                {t('checkout.attendees.type')}
              </label>
              <select
                id={typeId}
                name={attendeeField(lineId, n, 'type')}
                defaultValue={attendee?.type ?? 'general'}
                className={inputClass(Boolean(error(n, 'type')))}
              >
                {ATTENDEE_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`checkout.attendees.type.${type}`)}
                  </option>
                ))}
              </select>
            </div>
          </fieldset>
        )
      })}
    </fieldset>
  )
}
