import type { Shop } from '@tianguis/core/contracts/shops'
import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { useT } from '../../i18n/use-t'
import { Icon } from '../navigation/icons'
import { floatingContact, pathInShop } from './contact'

/** The live-chat provider's loader (LiveChat: the licence goes in window.__lc). */
export const LIVE_CHAT_SCRIPT = 'https://cdn.livechatinc.com/tracking.js'

/**
 * The floating contact button (000 §2, 001 §2) on the pages 001 §2 lists: the live chat when the
 * shop has a licence (its script is loaded only then; franchise shops only on admin paths),
 * otherwise the WhatsApp link.
 */
export function FloatingContact({
  shop,
  base,
}: {
  shop: Pick<Shop, 'live_chat_license' | 'store_type' | 'whatsapp_country_code' | 'whatsapp_phone'>
  base: string
}) {
  const t = useT()
  const location = useLocation()
  const contact = floatingContact(shop, pathInShop(location.pathname, base))
  if (!contact) return null
  if (contact.kind === 'chat') return <LiveChat license={contact.license} />
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

/**
 * Loads the live chat once, after hydration, with the page's CSP nonce (read from the scripts
 * React Router rendered with it). The provider's widget draws its own floating button.
 */
function LiveChat({ license }: { license: string }) {
  useEffect(() => {
    const w = window as unknown as { __lc?: Record<string, unknown> }
    if (w.__lc) return
    w.__lc = { license: Number(license) || license }
    const script = document.createElement('script')
    script.async = true
    script.src = LIVE_CHAT_SCRIPT
    const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce
    if (nonce) script.nonce = nonce
    document.head.append(script)
  }, [license])
  return null
}
