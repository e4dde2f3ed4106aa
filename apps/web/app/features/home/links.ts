import type { Shop } from '@tianguis/core/contracts/shops'

type Slide = Shop['store_theme_info']['slider_info'][number]
type HeaderInfo = NonNullable<Shop['store_theme_info']['header_info']>

export type Target = { kind: 'internal'; to: string } | { kind: 'external'; href: string; newTab: boolean }

/** An address a visitor may follow: http(s) only, never `javascript:` or `data:`. */
function safeExternal(url: string | null): string | null {
  return url && /^https?:\/\/\S+$/i.test(url) ? url : null
}

/** A product detail page inside the shop: {base}/productos/{owner}/{id} (000 §2). */
function productPath(base: string, owner: string, id: string): string {
  return `${base}/productos/${encodeURIComponent(owner)}/${encodeURIComponent(id)}`
}

/** Where a header slide leads (001 §3 Carousel slide): a product, an address (new tab if url_target), or nowhere. */
export function slideTarget(slide: Slide, base: string): Target | null {
  if (slide.product && slide.supplier)
    return { kind: 'internal', to: productPath(base, slide.supplier, slide.product) }
  if (slide.url?.startsWith('/') && !slide.url.startsWith('//')) return { kind: 'internal', to: slide.url }
  const href = safeExternal(slide.url)
  return href ? { kind: 'external', href, newTab: slide.url_target } : null
}

/** The header block's call to action (001 §3 header_info.action_type). */
export function headerTarget(header: HeaderInfo, base: string): Target | null {
  switch (header.action_type) {
    case 'signup':
      return { kind: 'internal', to: `${base}/signup` }
    case 'product':
      return header.product && header.product_supplier
        ? { kind: 'internal', to: productPath(base, header.product_supplier, header.product) }
        : null
    case 'url': {
      const href = safeExternal(header.url)
      return href ? { kind: 'external', href, newTab: false } : null
    }
    default:
      return null
  }
}
