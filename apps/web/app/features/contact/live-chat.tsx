import { useEffect } from 'react'

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
