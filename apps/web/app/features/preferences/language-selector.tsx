import { LOCALES } from '@tianguis/core/locales'
import { Form } from 'react-router'
import { LOCALE_NAMES } from '../../i18n/format'
import { useLocale, useT } from '../../i18n/use-t'
import { Button } from '../../ui/button'

/**
 * The footer's language selector: a plain POST to /preferencias/idioma, which sets the
 * `locale` cookie and sends the visitor back to `next` (the page as the browser sees it).
 * A full document submit, so the whole page (and <html lang>) comes back in the new language.
 */
export function LanguageSelector({ next }: { next: string }) {
  const t = useT()
  const locale = useLocale()
  return (
    <Form method="post" action="/preferencias/idioma" reloadDocument className="flex items-center gap-2">
      <input type="hidden" name="next" value={next} />
      <label htmlFor="locale-select" className="text-sm">
        {t('footer.language')}
      </label>
      <select
        id="locale-select"
        name="locale"
        defaultValue={locale}
        className="rounded-md border border-gray-400 bg-white px-2 py-1 text-gray-900 text-sm"
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
      <Button variant="secondary" className="px-3 py-1 text-sm">
        {t('footer.languageChange')}
      </Button>
    </Form>
  )
}
