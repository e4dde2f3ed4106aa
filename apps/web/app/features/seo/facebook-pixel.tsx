import { useNonce } from '../../lib/nonce'

/** A Meta pixel id: digits only, so nothing else can reach the inline script. */
export function pixelId(value: string | null | undefined): string | null {
  return value && /^\d{5,20}$/.test(value) ? value : null
}

/**
 * The Facebook pixel (issue #3 item 10), only for shops with fb_pixel set. The inline queue
 * and the loader script both carry the response's CSP nonce; the page view is sent once per
 * document. The browser hides nonces from the DOM, hence no hydration warning.
 */
export function FacebookPixel({ pixel }: { pixel: string | null }) {
  const nonce = useNonce()
  const id = pixelId(pixel)
  if (!id) return null
  const queue = `!function(f){if(f.fbq)return;var n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[]}(window);fbq('init','${id}');fbq('track','PageView');`
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed snippet; the only input is a digits-only id */}
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: queue }} />
      <script
        async
        nonce={nonce}
        suppressHydrationWarning
        src="https://connect.facebook.net/en_US/fbevents.js"
      />
      <noscript>
        <img
          height="1"
          width="1"
          alt=""
          style={{ display: 'none' }}
          src={`https://www.facebook.com/tr?id=${id}&ev=PageView&noscript=1`}
        />
      </noscript>
    </>
  )
}
