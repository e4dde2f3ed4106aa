import { Form, useLocation } from 'react-router'
import { useT } from '../../i18n/use-t'
import { Icon } from '../navigation/icons'

/**
 * The light/dark switch (001 §4): a POST to /preferencias/tema, which keeps the choice in a cookie
 * for a year and comes back here. Both buttons are rendered and CSS shows the one that fits what
 * is on screen (also when the system preference chose), so no JavaScript is needed.
 */
export function ThemeToggle() {
  const t = useT()
  const location = useLocation()
  const button = 'h-10 w-10 cursor-pointer items-center justify-center rounded-md hover:bg-black/10'
  return (
    <Form method="post" action="/preferencias/tema" className="flex">
      <input type="hidden" name="next" value={location.pathname + location.search} />
      <button type="submit" name="theme" value="dark" className={`${button} light-only inline-flex`}>
        <Icon name="moon" />
        <span className="sr-only">{t('theme.toDark')}</span>
      </button>
      <button type="submit" name="theme" value="light" className={`${button} dark-only inline-flex`}>
        <Icon name="sun" />
        <span className="sr-only">{t('theme.toLight')}</span>
      </button>
    </Form>
  )
}
