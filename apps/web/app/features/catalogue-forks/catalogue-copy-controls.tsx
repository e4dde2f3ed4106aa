import { useShop } from '../shop/use-shop'
import { DuplicateForm } from './duplicate-form'
import { ForkButton } from './fork-button'
import { ShareLink } from './share-link'

/**
 * A catalogue page's copy controls (decision 070), mounted by the page as one element: a signed-in
 * visitor with a shop of their own forks it there; the shop's admins duplicate it (not ul2, 001 §6)
 * and get its campaign link. Nobody else sees anything.
 */
export function CatalogueCopyControls({
  catalogue,
}: {
  catalogue: { id: string; name: string; slug: string }
}) {
  const { shop, profile, accountLinks, base } = useShop()
  if (!shop || profile.anonymous) return null
  const admin = shop.viewer_can.includes('shop.update')
  const myShop = accountLinks?.myShop?.replace(/^\//, '') ?? null
  const action = `${base}/catalogos/${encodeURIComponent(catalogue.slug)}/copias`
  if (!admin && !myShop) return null
  return (
    <div className="flex flex-wrap items-start gap-4">
      {!admin && myShop ? <ForkButton action={action} catalogue={catalogue} target={myShop} /> : null}
      {admin && profile.user_level !== 'ul2' ? <DuplicateForm action={action} catalogue={catalogue} /> : null}
      {admin ? <ShareLink action={action} catalogue={catalogue} /> : null}
    </div>
  )
}
