import { Form } from 'react-router'
import { useT } from '../../i18n/use-t'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { FlashToast } from '../toasts/flash-toast'
import type { FiscalInfoFailure } from './fiscal-info.server'

/**
 * The seller's fiscal information (decision 085): a plain form — legal name, RFC, SAT tax regime,
 * fiscal postal code, optional contact — whose refusals show on their fields, in every locale.
 */
export function FiscalInfoPage({
  values,
  regimes,
  failure,
  saved,
  closeHref,
  titleAs: Heading,
}: {
  values: Record<string, string> | null
  regimes: { code: string; label: string }[]
  failure: FiscalInfoFailure | null
  saved: boolean
  closeHref: string
  titleAs: 'h1' | 'h2'
}) {
  const t = useT()
  const value = (name: string) => failure?.values[name] ?? values?.[name] ?? ''
  const inputClass = 'rounded-md border border-gray-400 bg-white px-3 py-2 text-gray-900'
  const field = (name: string, label: string, input: (props: object) => React.ReactNode, hint?: string) => {
    const error = failure?.fields[name]
    const props = {
      id: `fiscal-${name}`,
      name,
      defaultValue: value(name),
      className: inputClass,
      ...(error ? { 'aria-invalid': true, 'aria-describedby': `fiscal-${name}-error` } : {}),
    }
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={`fiscal-${name}`} className="font-medium text-sm">
          {label}
        </label>
        {input(props)}
        {hint ? <p className="text-gray-700 text-sm">{hint}</p> : null}
        {error ? (
          <p id={`fiscal-${name}-error`} className="text-red-800 text-sm">
            {error}
          </p>
        ) : null}
      </div>
    )
  }
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5 px-4 py-6">
      {saved ? <FlashToast title={t('fiscalInfo.saved')} closeHref={closeHref} /> : null}
      <Heading className="font-bold text-2xl text-gray-900">{t('fiscalInfo.title')}</Heading>
      <p className="text-gray-700">{t('fiscalInfo.intro')}</p>
      {values === null && !failure ? <Alert tone="info">{t('fiscalInfo.missing')}</Alert> : null}
      {failure?.message ? <Alert tone="error">{failure.message}</Alert> : null}
      <Form method="post" className="flex flex-col gap-4">
        {field('legal_name', t('fiscalInfo.legalName'), (props) => (
          <input {...props} required maxLength={254} />
        ))}
        {field(
          'tax_id',
          t('fiscalInfo.taxId'),
          (props) => (
            <input {...props} required maxLength={19} autoCapitalize="characters" />
          ),
          t('fiscalInfo.taxIdHint'),
        )}
        {field('tax_regime', t('fiscalInfo.taxRegime'), (props) => (
          <select {...props} required>
            <option value="">{t('fiscalInfo.choose')}</option>
            {regimes.map((regime) => (
              <option key={regime.code} value={regime.code}>
                {regime.label}
              </option>
            ))}
          </select>
        ))}
        {field('postcode', t('fiscalInfo.postcode'), (props) => (
          <input {...props} required inputMode="numeric" pattern="[0-9]{5}" maxLength={5} />
        ))}
        {field('email', t('fiscalInfo.email'), (props) => (
          <input {...props} type="email" maxLength={254} />
        ))}
        {field('phone', t('fiscalInfo.phone'), (props) => (
          <input {...props} type="tel" maxLength={20} />
        ))}
        <div>
          <Button>{t('fiscalInfo.save')}</Button>
        </div>
      </Form>
    </div>
  )
}
