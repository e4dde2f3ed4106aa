import { useRef } from 'react'
import { useLive } from '../../lib/island'
import { useShop } from '../shop/use-shop'
import { duplicatePagePath } from './copy-outcome'
import { DuplicateForm } from './duplicate-form'
import { ForkButton } from './fork-button'
import { ShareLink } from './share-link'

/**
 * A catalogue page's copy controls (decision 070), mounted by the page as one element: a signed-in
 * visitor with a shop of their own forks it there; the shop's admins duplicate it (not ul2, 001 §6)
 * and get its campaign link. Nobody else sees anything. Without JavaScript the fork posts as a plain
 * form and 'Duplicar catálogo' leads to the form's page (decision 076).
 */
export function CatalogueCopyControls({
  catalogue,
}: {
  catalogue: { id: string; name: string; slug: string }
}) {
  const { shop, profile, accountLinks, base } = useShop()
  // Loaded once the page hydrates (a lazyPart): a press in here before its code came is held and
  // done again once it has, so it does what it does with JavaScript (decision 076).
  const box = useRef<HTMLDivElement>(null)
  useLive(box)
  if (!shop || profile.anonymous) return null
  const admin = shop.viewer_can.includes('shop.update')
  const myShop = accountLinks?.myShop?.replace(/^\//, '') ?? null
  const action = `${base}/catalogos/${encodeURIComponent(catalogue.slug)}/copias`
  if (!admin && !myShop) return null
  return (
    <div ref={box} data-island="" className="flex flex-wrap items-start gap-4">
      {!admin && myShop ? <ForkButton action={action} catalogue={catalogue} target={myShop} /> : null}
      {admin && profile.user_level !== 'ul2' ? (
        <DuplicateForm action={action} page={duplicatePagePath(base, catalogue.slug)} catalogue={catalogue} />
      ) : null}
      {admin ? <ShareLink action={action} catalogue={catalogue} /> : null}
    </div>
  )
}
