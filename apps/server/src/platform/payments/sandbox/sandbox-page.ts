import type { Locale } from '@tianguis/core/locales'

/**
 * The frame of the sandbox gateway's own pages (3-D Secure, hosted redirect pages; decisions 045,
 * 058): plain HTML with no script, its style under the app's CSP nonce, answered by form posts.
 */

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )
}

const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f4f5;color:#18181b;margin:0;display:flex;
min-height:100vh;align-items:center;justify-content:center}main{background:#fff;border-radius:12px;
padding:24px;max-width:360px;width:calc(100% - 32px);box-shadow:0 1px 4px rgba(0,0,0,.12)}h1{font-size:1.25rem;
margin:0 0 8px}h2{font-size:1rem;margin:16px 0 4px}dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px}
dt{color:#52525b}dd{margin:0}ol{padding-left:20px;margin:4px 0}
form{display:flex;gap:12px;margin-top:16px}button{flex:1;padding:12px;border-radius:8px;font-size:1rem;
border:1px solid #18181b;background:#fff;color:#18181b;cursor:pointer}button[value=approve]{background:#18181b;
color:#fff}button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}`

export function pageShell(locale: Locale, nonce: string | undefined, title: string, body: string): string {
  const nonceAttribute = nonce ? ` nonce="${escapeHtml(nonce)}"` : ''
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title><style${nonceAttribute}>${STYLE}</style></head><body><main>${body}</main></body></html>`
}
