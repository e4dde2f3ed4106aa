import type { Palette } from '@tianguis/core/palettes'
import { SHOP_PHOTO_ACCEPT } from '@tianguis/core/shop-look'
import { useEffect, useState } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import { useT } from '../../i18n/use-t'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { CheckboxField } from '../../ui/checkbox-field'
import { RadioGroup } from '../../ui/radio-group'
import { SelectField } from '../../ui/select-field'
import { TextField } from '../../ui/text-field'
import { FlashToast } from '../toasts/flash-toast'
import { ColoursSection, Section } from './colours-section'
import {
  type LookIntent,
  PHOTO_DISPLAY_CHOICES,
  type ShopLookFailure,
  type ShopLookValues,
  SOCIAL_FIELDS,
} from './shop-look-fields'

const NETWORK_LABELS: Record<(typeof SOCIAL_FIELDS)[number], string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitter: 'Twitter',
  youtube: 'YouTube',
  twitch: 'Twitch',
  kick: 'Kick',
  discord: 'Discord',
}

/**
 * `{shop}/admin/tienda` (decision 095): the shop's name and photo, colours, layout and social
 * networks, each a form that works without JavaScript; a saved form comes back with 'Cambios
 * guardados', a refused one with its messages on the fields.
 */
export function ShopLookPage({
  values,
  palettes,
  failure,
  saved,
  closeHref,
  homeHref,
  titleAs: Heading,
}: {
  values: ShopLookValues
  /** The 20 named palettes (001 §9; core's palettes.ts, decision 015), sent by the loader. */
  palettes: Palette[]
  failure: ShopLookFailure | null
  saved: boolean
  closeHref: string
  homeHref: string
  titleAs: 'h1' | 'h2'
}) {
  const t = useT()
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  const mine = (intent: LookIntent) => (failure?.intent === intent ? failure : null)
  const value = (intent: LookIntent, name: string, fallback: string) => mine(intent)?.values[name] ?? fallback
  const fieldError = (intent: LookIntent, name: string) => mine(intent)?.fields[name]
  const save = (label: string) => <Button disabled={busy}>{busy ? t('shopLook.saving') : label}</Button>
  const identity = mine('identity')
  const [photo, setPhoto] = useState(values.photo)
  useEffect(() => setPhoto(values.photo), [values.photo])
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      {saved ? <FlashToast title={t('shopLook.saved')} closeHref={closeHref} /> : null}
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Heading className="font-bold text-2xl text-gray-900">{t('shopLook.title')}</Heading>
        <Link to={homeHref} className="font-medium underline underline-offset-2">
          {t('shopLook.back')}
        </Link>
      </div>
      <p className="text-gray-700">{t('shopLook.intro')}</p>
      {failure?.message ? <Alert tone="error">{failure.message}</Alert> : null}

      <Section id="identity" title={t('shopLook.identity')}>
        <Form
          method="post"
          encType="multipart/form-data"
          noValidate
          className="flex flex-col gap-4"
          key={`identity-${values.name}-${values.photo}`}
        >
          <input type="hidden" name="intent" value="identity" />
          <TextField
            name="name"
            label={t('shopLook.name')}
            required
            maxLength={120}
            defaultValue={value('identity', 'name', values.name)}
            error={fieldError('identity', 'name')}
            autoComplete="organization"
          />
          <fieldset className="flex flex-col gap-2">
            <legend className="font-medium text-gray-900 text-sm">{t('shopLook.photo')}</legend>
            {photo && !identity?.photoFailed ? (
              <div className="flex items-center gap-3">
                <img
                  src={photo}
                  alt={t('shopLook.photoCurrent')}
                  width={64}
                  height={64}
                  className="h-16 w-16 rounded object-contain"
                />
                <input type="hidden" name="photo" value={photo} />
                <Button type="button" variant="link" onClick={() => setPhoto(null)}>
                  {t('shopLook.photoRemove')}
                </Button>
              </div>
            ) : null}
            <input
              id="field-photo_file"
              type="file"
              name="photo_file"
              accept={SHOP_PHOTO_ACCEPT}
              aria-label={t('shopLook.photo')}
              aria-describedby={`field-photo_file-hint${identity?.photoFailed ? ' field-photo_file-error' : ''}`}
              aria-invalid={identity?.photoFailed ? true : undefined}
              className="text-gray-900 text-sm file:mr-2 file:cursor-pointer file:rounded-md file:border file:border-gray-400 file:bg-white file:px-2 file:py-1"
            />
            <p id="field-photo_file-hint" className="text-gray-600 text-sm">
              {t('shopLook.photoHint')}
            </p>
            {identity?.photoFailed ? (
              <p id="field-photo_file-error" role="alert" className="font-medium text-red-700 text-sm">
                {t('shopLook.photoFailed')}
              </p>
            ) : null}
          </fieldset>
          <SelectField
            name="photo_display"
            label={t('shopLook.photoDisplay')}
            defaultValue={value('identity', 'photo_display', values.photo_display)}
            error={fieldError('identity', 'photo_display')}
            options={PHOTO_DISPLAY_CHOICES.map((display) => ({
              value: display,
              label: t(`shopLook.display.${display}`),
            }))}
          />
          <div>{save(t('shopLook.saveIdentity'))}</div>
        </Form>
      </Section>

      <ColoursSection values={values} failure={failure} palettes={palettes} />

      <Section id="layout" title={t('shopLook.layout')}>
        <Form
          method="post"
          className="flex flex-col gap-4"
          key={`layout-${values.columns}-${values.theme}-${values.adornment_type}-${values.darkmode}-${values.hidden_darkmode}`}
        >
          <input type="hidden" name="intent" value="layout" />
          <RadioGroup
            name="columns"
            legend={t('shopLook.columns')}
            defaultValue={value('layout', 'columns', String(values.columns))}
            error={fieldError('layout', 'columns')}
            options={[
              { value: '1', label: t('shopLook.columns1') },
              { value: '2', label: t('shopLook.columns2') },
            ]}
          />
          <RadioGroup
            name="theme"
            legend={t('shopLook.theme')}
            defaultValue={value('layout', 'theme', String(values.theme))}
            error={fieldError('layout', 'theme')}
            options={[
              { value: '3', label: t('shopLook.theme3') },
              { value: '4', label: t('shopLook.theme4') },
            ]}
          />
          <RadioGroup
            name="adornment_type"
            legend={t('shopLook.adornment')}
            defaultValue={value('layout', 'adornment_type', values.adornment_type)}
            error={fieldError('layout', 'adornment_type')}
            options={[
              { value: 'geom-circle', label: t('shopLook.adornmentCircle') },
              { value: 'none', label: t('shopLook.adornmentNone') },
            ]}
          />
          <CheckboxField name="darkmode" label={t('shopLook.darkmode')} defaultChecked={values.darkmode} />
          <CheckboxField
            name="hidden_darkmode"
            label={t('shopLook.hiddenDarkmode')}
            defaultChecked={values.hidden_darkmode}
          />
          <div>{save(t('shopLook.saveLayout'))}</div>
        </Form>
      </Section>

      <Section id="social" title={t('shopLook.social')}>
        <p className="text-gray-700 text-sm">{t('shopLook.socialHint')}</p>
        <Form
          method="post"
          noValidate
          className="flex flex-col gap-4"
          key={`social-${SOCIAL_FIELDS.map((network) => values[network] ?? '').join(' ')}`}
        >
          <input type="hidden" name="intent" value="social" />
          {SOCIAL_FIELDS.map((network) => (
            <TextField
              key={network}
              name={network}
              label={NETWORK_LABELS[network]}
              defaultValue={value('social', network, values[network] ?? '')}
              inputMode={network === 'discord' ? 'url' : 'text'}
              maxLength={network === 'discord' ? 300 : 100}
              autoComplete="off"
              error={
                fieldError('social', network)
                  ? t(network === 'discord' ? 'shopLook.discordUrl' : 'shopLook.socialName')
                  : undefined
              }
            />
          ))}
          <div>{save(t('shopLook.saveSocial'))}</div>
        </Form>
      </Section>
    </div>
  )
}
