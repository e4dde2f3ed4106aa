import {
  FOOTER_PAGE_TEXT_MAX,
  FOOTER_STYLES,
  SECTION_KINDS,
  SEO_DESCRIPTION_MAX,
} from '@tianguis/core/shop-kinds'
import type { ReactNode } from 'react'
import { Form } from 'react-router'
import type { MessageKey } from '../../i18n/es-MX'
import { useT } from '../../i18n/use-t'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { PHOTO_ACCEPT } from '../supplier/upload-check'
import { FlashToast } from '../toasts/flash-toast'
import type { SettingsFailure, ShopSettings } from './settings.server'
import { HIDDEN_FLAGS } from './settings-fields'

const INPUT = 'rounded-md border border-gray-500 bg-white px-3 py-2 text-gray-900'

/**
 * The shop's settings (001 §2 `{shop}/admin/configuracion`; decision 097): a plain form in fieldsets,
 * posted without JavaScript; each refusal shows under its field in the visitor's language. The
 * custom-shop toggles (sections, hidden parts, sign-up form) show with `?showCustomShopToggle=true`.
 */
export function SettingsPage({
  settings,
  failure,
  saved,
  custom,
  closeHref,
  titleAs: Heading,
}: {
  settings: ShopSettings
  failure: SettingsFailure | null
  saved: boolean
  custom: boolean
  closeHref: string
  titleAs: 'h1' | 'h2'
}) {
  const t = useT()
  const label = (name: string) => t(`shopSettings.${name}` as MessageKey)
  const value = (name: keyof ShopSettings) =>
    failure?.values[name] ?? (typeof settings[name] === 'string' ? (settings[name] as string) : '')
  const described = (name: string, hint?: string) => {
    const error = failure?.fields[name]
    const ids = [hint ? `set-${name}-hint` : null, error ? `set-${name}-error` : null].filter(Boolean)
    return {
      id: `set-${name}`,
      ...(error ? { 'aria-invalid': true } : {}),
      ...(ids.length > 0 ? { 'aria-describedby': ids.join(' ') } : {}),
    }
  }
  const notes = (name: string, hint?: string) => (
    <>
      {hint ? (
        <p id={`set-${name}-hint`} className="text-gray-700 text-sm">
          {hint}
        </p>
      ) : null}
      {failure?.fields[name] ? (
        <p id={`set-${name}-error`} className="font-medium text-red-800 text-sm">
          {failure.fields[name]}
        </p>
      ) : null}
    </>
  )
  const text = (
    name: keyof ShopSettings,
    options: { type?: string; hint?: string; max?: number; inputMode?: 'numeric' | 'email' | 'url' } = {},
  ) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`set-${name}`} className="font-medium text-sm">
        {label(name)}
      </label>
      <input
        {...described(name, options.hint)}
        name={name}
        type={options.type ?? 'text'}
        defaultValue={value(name)}
        maxLength={options.max ?? 500}
        inputMode={options.inputMode}
        className={INPUT}
      />
      {notes(name, options.hint)}
    </div>
  )
  const area = (name: 'about_text' | 'terms_text' | 'privacy_text') => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`set-${name}`} className="font-medium text-sm">
        {label(name)}
      </label>
      <textarea
        {...described(name)}
        name={name}
        rows={5}
        defaultValue={value(name)}
        maxLength={FOOTER_PAGE_TEXT_MAX}
        className={INPUT}
      />
      {notes(name)}
    </div>
  )
  const group = (legend: string, children: ReactNode) => (
    <fieldset className="flex flex-col gap-4 rounded-lg border border-gray-300 p-4">
      <legend className="px-1 font-semibold text-gray-900">{legend}</legend>
      {children}
    </fieldset>
  )
  const check = (name: string, checked: boolean, text: string, inputValue = 'on') => (
    <label key={`${name}-${inputValue}`} className="flex items-center gap-2">
      <input type="checkbox" name={name} value={inputValue} defaultChecked={checked} className="h-5 w-5" />
      {text}
    </label>
  )
  const enabled = new Set(
    settings.sections_info.filter((entry) => entry.enabled).map((entry) => entry.section),
  )
  const countryHint = t('shopSettings.countryHint')
  const ownColours = settings.footer_bg !== null || settings.footer_fg !== null
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5 px-4 py-6">
      {saved ? <FlashToast title={t('shopSettings.saved')} closeHref={closeHref} /> : null}
      <Heading className="font-bold text-2xl text-gray-900">{t('shopSettings.title')}</Heading>
      <p className="text-gray-700">{t('shopSettings.intro')}</p>
      {failure?.message ? <Alert tone="error">{failure.message}</Alert> : null}
      {/* The server checks every field and answers in the visitor's language, the same with or without JavaScript. */}
      <Form method="post" encType="multipart/form-data" noValidate className="flex flex-col gap-5">
        {group(
          t('shopSettings.contact'),
          <>
            {text('contact_email', { type: 'email', max: 254 })}
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
              {text('contact_country_code', { inputMode: 'numeric', max: 4, hint: countryHint })}
              <div className="sm:col-span-2">{text('contact_phone', { type: 'tel', max: 15 })}</div>
              {text('whatsapp_country_code', { inputMode: 'numeric', max: 4 })}
              <div className="sm:col-span-2">{text('whatsapp_phone', { type: 'tel', max: 15 })}</div>
            </div>
            {text('live_chat_license', { inputMode: 'numeric', max: 20 })}
          </>,
        )}
        {custom
          ? group(
              t('shopSettings.custom'),
              <>
                <input type="hidden" name="custom" value="1" />
                <fieldset className="flex flex-col gap-2">
                  <legend className="font-medium text-sm">{t('shopSettings.sections')}</legend>
                  {SECTION_KINDS.map((section) =>
                    check('sections', enabled.has(section), label(`section.${section}`), section),
                  )}
                </fieldset>
                <fieldset className="flex flex-col gap-2">
                  <legend className="font-medium text-sm">{t('shopSettings.hidden')}</legend>
                  {HIDDEN_FLAGS.map((flag) => check(flag, settings[flag], label(flag)))}
                </fieldset>
                <div className="flex flex-col gap-1">
                  <label htmlFor="set-signup_form" className="font-medium text-sm">
                    {t('shopSettings.signup_form')}
                  </label>
                  <select
                    id="set-signup_form"
                    name="signup_form"
                    defaultValue={settings.signup_form}
                    className={INPUT}
                  >
                    <option value="complete">{t('shopSettings.signup.complete')}</option>
                    <option value="basic">{t('shopSettings.signup.basic')}</option>
                  </select>
                </div>
              </>,
            )
          : null}
        {group(
          t('shopSettings.seo'),
          <>
            <div className="flex flex-col gap-1">
              <label htmlFor="set-seo_description" className="font-medium text-sm">
                {t('shopSettings.seo_description')}
              </label>
              <textarea
                {...described('seo_description')}
                name="seo_description"
                rows={3}
                maxLength={SEO_DESCRIPTION_MAX}
                defaultValue={value('seo_description')}
                className={INPUT}
              />
              {notes('seo_description')}
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor="set-favicon" className="font-medium text-sm">
                {t('shopSettings.favicon')}
              </label>
              {settings.favicon ? (
                <p className="flex items-center gap-2 text-sm">
                  <img src={settings.favicon} alt={t('shopSettings.faviconCurrent')} width={32} height={32} />
                  {check('favicon_remove', false, t('shopSettings.faviconRemove'))}
                </p>
              ) : null}
              <input {...described('favicon')} type="file" name="favicon_file" accept={PHOTO_ACCEPT} />
              {notes('favicon')}
            </div>
            {text('canonical_url', { type: 'url', max: 255, hint: t('shopSettings.canonicalHint') })}
            {text('fb_pixel', { inputMode: 'numeric', max: 20 })}
          </>,
        )}
        {group(
          t('shopSettings.footer'),
          <>
            <div className="flex flex-col gap-1">
              <label htmlFor="set-footer_style" className="font-medium text-sm">
                {t('shopSettings.footer_style')}
              </label>
              <select
                id="set-footer_style"
                name="footer_style"
                defaultValue={settings.footer_style}
                className={INPUT}
              >
                {FOOTER_STYLES.map((style) => (
                  <option key={style} value={style}>
                    {label(`footer.${style}`)}
                  </option>
                ))}
              </select>
              {notes('footer_style')}
            </div>
            {check('footer_colours', ownColours, t('shopSettings.footerColours'))}
            <div className="grid grid-cols-2 gap-4">
              {(['footer_bg', 'footer_fg'] as const).map((name) => (
                <div key={name} className="flex flex-col gap-1">
                  <label htmlFor={`set-${name}`} className="font-medium text-sm">
                    {label(name)}
                  </label>
                  <input
                    {...described(name)}
                    type="color"
                    name={name}
                    defaultValue={settings[name] ?? (name === 'footer_bg' ? '#1f2937' : '#ffffff')}
                    className="h-10 w-20"
                  />
                  {notes(name)}
                </div>
              ))}
            </div>
          </>,
        )}
        {group(
          t('shopSettings.support'),
          <>
            {text('users_support_url', { type: 'url' })}
            {text('franchise_support_url', { type: 'url' })}
            {text('affiliate_support_url', { type: 'url' })}
            {text('affiliate_landing')}
            {text('dssupplier_landing')}
          </>,
        )}
        {group(
          t('shopSettings.pages'),
          <>
            <p className="text-gray-700 text-sm">{t('shopSettings.pagesHint')}</p>
            {area('about_text')}
            {area('terms_text')}
            {area('privacy_text')}
          </>,
        )}
        {check('tour', false, t('shopSettings.tour'))}
        <div>
          <Button>{t('shopSettings.save')}</Button>
        </div>
      </Form>
    </div>
  )
}
