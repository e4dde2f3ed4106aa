import { useLocation } from 'react-router'
import { useT } from '../../i18n/use-t'
import { Icon } from '../navigation/icons'
import type { PageShop } from '../shop/page-shop'
import { floatingContact, pathInShop } from './contact'

/**
 * The floating contact button (000 §2, 001 §2) on the pages 001 §2 lists: the WhatsApp link,
 * unless the shop has a live chat there (LiveChatSlot in live-chat.tsx loads it).
 */
export function FloatingContact({
  shop,
  base,
}: {
  shop: Pick<PageShop, 'live_chat_license' | 'store_type' | 'whatsapp_country_code' | 'whatsapp_phone'>
  base: string
}) {
  const t = useT()
  const location = useLocation()
  const contact = floatingContact(shop, pathInShop(location.pathname, base))
  if (contact?.kind !== 'whatsapp') return null
  return (
    <a
      href={contact.href}
      target="_blank"
      rel="noopener noreferrer"
      className="fixed right-4 bottom-4 z-20 inline-flex h-14 w-14 items-center justify-center rounded-full bg-[#075e54] text-[#ffffff] shadow-lg hover:opacity-90"
    >
      <Icon name="chat" size={26} />
      <span className="sr-only">
        {t('contact.whatsappFloat')} {t('contact.newTab')}
      </span>
    </a>
  )
}
