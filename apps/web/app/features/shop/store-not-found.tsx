import { useT } from '../../i18n/use-t'
import { MessagePage } from '../../ui/message-page'

/** The dedicated page for a shop that does not exist (000 §2, §8). */
export function StoreNotFound() {
  const t = useT()
  return (
    <MessagePage
      title={t('storeNotFound.title')}
      text={t('storeNotFound.text')}
      linkTo="/"
      linkLabel={t('storeNotFound.back')}
    />
  )
}
