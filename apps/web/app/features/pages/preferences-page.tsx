import { LOCALES } from '@tianguis/core/locales'
import { Form, useRouteLoaderData } from 'react-router'
import { LOCALE_NAMES } from '../../i18n/format'
import { useLocale, useT } from '../../i18n/use-t'
import { shopHome } from '../../lib/shop-base'
import { Button } from '../../ui/button'
import { NotFound } from '../errors/not-found'
import { SectionFrame } from '../sections/section-page'
import { usePageHeading, useShop } from '../shop/use-shop'
import { type ThemeChoice, themeChoiceAllowed } from '../theme/color-scheme'

const legend = 'font-semibold text-gray-900 text-lg'
const option = 'flex cursor-pointer items-center gap-2 rounded-md px-2 py-1 hover:bg-gray-100'

/**
 * {base}/preferencias (001 §2 side menu): the language and, where the shop allows it, light or
 * dark. Plain forms that post to /preferencias/idioma and /preferencias/tema, which keep the
 * choice in a cookie and come back here: no JavaScript needed.
 * The resale-info toggle of issue 11 belongs here too once resale info exists; it is left out
 * until then rather than shown disabled.
 */
export function PreferencesPage({ found }: { found: boolean }) {
  const t = useT()
  const locale = useLocale()
  const { shop, base } = useShop()
  const heading = usePageHeading()
  const root = useRouteLoaderData('root') as { theme?: ThemeChoice | null } | undefined
  if (!found) return <NotFound homeHref={shopHome(base)} titleAs={heading} />
  const here = `${base}/preferencias`
  const title = t('prefs.title')
  return (
    <SectionFrame
      crumbs={[{ label: t('sections.home'), href: shopHome(base) }, { label: title }]}
      title={title}
    >
      <div className="flex max-w-xl flex-col gap-8">
        <Form method="post" action="/preferencias/idioma" reloadDocument className="flex flex-col gap-3">
          <input type="hidden" name="next" value={here} />
          <fieldset className="flex flex-col gap-2">
            <legend className={legend}>{t('prefs.language')}</legend>
            <p className="text-gray-700 text-sm">{t('prefs.languageHint')}</p>
            {LOCALES.map((code) => (
              <label key={code} className={option}>
                <input type="radio" name="locale" value={code} defaultChecked={code === locale} />
                <span lang={code}>{LOCALE_NAMES[code]}</span>
              </label>
            ))}
          </fieldset>
          <Button className="self-start">{t('prefs.languageSave')}</Button>
        </Form>
        {themeChoiceAllowed(shop) ? (
          <Form method="post" action="/preferencias/tema" reloadDocument className="flex flex-col gap-3">
            <input type="hidden" name="next" value={here} />
            <fieldset className="flex flex-col gap-2">
              <legend className={legend}>{t('prefs.theme')}</legend>
              <p className="text-gray-700 text-sm">{t('prefs.themeHint')}</p>
              {(['light', 'dark'] as const).map((choice) => (
                <label key={choice} className={option}>
                  <input type="radio" name="theme" value={choice} defaultChecked={root?.theme === choice} />
                  {t(choice === 'light' ? 'prefs.theme.light' : 'prefs.theme.dark')}
                </label>
              ))}
            </fieldset>
            <Button className="self-start">{t('prefs.themeSave')}</Button>
          </Form>
        ) : null}
      </div>
    </SectionFrame>
  )
}
