import { useEffect } from 'react'
import { useLocation } from 'react-router'
import type { PageShop } from '../shop/page-shop'
import { floatingContact, pathInShop } from './contact'

/** The live-chat provider's loader (LiveChat: the licence goes in window.__lc). */
export const LIVE_CHAT_SCRIPT = 'https://cdn.livechatinc.com/tracking.js'

/**
 * Loads the live chat once, after hydration, with the page's CSP nonce (read from the scripts
 * React Router rendered with it). The provider's widget draws its own floating button.
 */
export function LiveChat({ license }: { license: string }) {
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

/**
 * The floating contact's live chat (000 §2, 001 §2) where `floatingContact` puts it: the pages 001
 * §2 lists, a franchise shop's admin pages only. The shell loads this only for shops with a licence.
 */
export function LiveChatSlot({
  shop,
  base,
}: {
  shop: Pick<PageShop, 'live_chat_license' | 'store_type' | 'whatsapp_country_code' | 'whatsapp_phone'>
  base: string
}) {
  const contact = floatingContact(shop, pathInShop(useLocation().pathname, base))
  return contact?.kind === 'chat' ? <LiveChat license={contact.license} /> : null
}
