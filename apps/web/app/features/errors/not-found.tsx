import { useT } from '../../i18n/use-t'
import { MessagePage } from '../../ui/message-page'

/** The generic 404 page (000 §2): 'Página no encontrada!' with a link back to the main page. */
export function NotFound({ homeHref, titleAs }: { homeHref: string; titleAs?: 'h1' | 'h2' }) {
  const t = useT()
  return (
    <MessagePage
      titleAs={titleAs}
      title={t('notFound.title')}
      text={t('notFound.text')}
      linkTo={homeHref}
      linkLabel={t('notFound.back')}
    />
  )
}
