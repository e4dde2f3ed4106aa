import { useEffect, useRef } from 'react'
import { useRevalidator } from 'react-router'
import { initCartCount } from './cart-state'
import { storedCount } from './local-count'

/**
 * A signed-in viewer's cart count, once the page runs (002 §4): a local cart left from before
 * signing in is moved to the saved one with one `POST …/cart/bulk` and cleared from local storage;
 * then the page's data is read again, so a page the server rendered from the empty saved cart (the
 * checkout a guest reaches right after the code, 002 §2) shows the moved lines;
 * otherwise the count is fetched (`GET …/cart/count`), except on the paid page. Renders nothing; it
 * comes with the signed-in viewer's parts of the frame, so visitors never load it (decision 044).
 */
export function CartSync({ slug }: { slug: string }) {
  const revalidator = useRevalidator()
  const revalidate = useRef(revalidator.revalidate)
  revalidate.current = revalidator.revalidate
  useEffect(() => {
    let live = true
    if (storedCount(slug) > 0) {
      void Promise.all([import('./local-cart'), import('./cart-writes')]).then(
        async ([local, { cartWrites }]) => {
          const lines = local.localLines(slug)
          if (lines.length === 0) return
          const answer = await cartWrites.bulk(slug, lines)
          if (!answer.ok || !live) return
          local.clearLocalCart(slug)
          initCartCount(answer.data.count)
          void revalidate.current()
        },
      )
    } else if (!location.pathname.split('/').includes('pagado')) {
      fetch(`/api/v1/shops/${encodeURIComponent(slug)}/cart/count`, { credentials: 'same-origin' })
        .then((response) => (response.ok ? (response.json() as Promise<{ count?: unknown }>) : null))
        .then((answer) => {
          if (live && typeof answer?.count === 'number') initCartCount(answer.count)
        })
        .catch(() => {})
    }
    return () => {
      live = false
    }
  }, [slug])
  return null
}
