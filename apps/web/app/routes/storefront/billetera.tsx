import type { StripHandle } from '../../features/catalogues/strip-place'
import { baseFor } from '../../features/shop/shop.server'
import { usePageHeading } from '../../features/shop/use-shop'
import { loadWallet, postCashout } from '../../features/wallets/wallet.server'
import { WalletPage } from '../../features/wallets/wallet-page'
import { withMessages } from '../../i18n/messages.server'
import { metaT } from '../../lib/meta'
import type { Route } from './+types/billetera'

// A task page (the viewer's own wallet): no catalogue strip above it (decision 038).
export const handle: StripHandle = { catalogueStrip: 'none' }

/** `/billetera` and `{shop}/billetera`: My wallet (002 §3; decision 090). */
export const loader = withMessages(
  ['wallet', 'toast.close'],
  ({ request, context, params }: Route.LoaderArgs) =>
    loadWallet(request, context, baseFor(params.shop, context)),
)

export async function action({ request, context, params }: Route.ActionArgs) {
  return postCashout(request, context, baseFor(params.shop, context))
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: metaT(matches)('wallet.title') }, { name: 'robots', content: 'noindex' }]
}

export default function Billetera({ loaderData, actionData }: Route.ComponentProps) {
  return <WalletPage wallet={loaderData} failure={actionData ?? null} titleAs={usePageHeading()} />
}
