import { Form, useNavigation } from 'react-router'
import { NotFound } from '../../features/errors/not-found'
import { loadResalePage, type ResalePage, resaleFromPage } from '../../features/resale/resale-page.server'
import { SectionFrame } from '../../features/sections/section-page'
import { useShop } from '../../features/shop/use-shop'
import { withMessages } from '../../i18n/messages.server'
import { useT } from '../../i18n/use-t'
import { metaT } from '../../lib/meta'
import { shopHome } from '../../lib/shop-base'
import { Button } from '../../ui/button'
import type { Route } from './+types/item-resale'

/**
 * `{item path}/revender`: the add/remove control without JavaScript (decision 076). Its form posts
 * here and lands back with the outcome as a toast; 'Quitar de mi tienda' first leads to this
 * page's confirmation (with JavaScript the control removes after a 5 s undo window instead).
 * Anyone the control does not show to gets the not-found page (404).
 */
export const loader = withMessages(
  (data: ResalePage) => (data.found ? ['sections.home', 'resale'] : []),
  ({ request, context, params }: Route.LoaderArgs) => loadResalePage(request, context, params),
)

export function action({ request, context, params }: Route.ActionArgs) {
  return resaleFromPage(request, context, params)
}

export function meta({ matches, loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const t = metaT(matches)
  const title = loaderData?.found
    ? t('resale.confirmTitle', { name: loaderData.item.name })
    : t('notFound.title')
  // A step of a form, never a page to index.
  return [{ title }, { name: 'robots', content: 'noindex' }]
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const { base } = useShop()
  const busy = useNavigation().state === 'submitting'
  if (!loaderData.found) return <NotFound homeHref={shopHome(base)} />
  const { item, itemPath, back, volver, scope } = loaderData
  return (
    <SectionFrame
      crumbs={[
        { label: t('sections.home'), href: shopHome(base) },
        { label: item.name, href: itemPath },
        { label: t('resale.remove') },
      ]}
      title={t('resale.confirmTitle', { name: item.name })}
    >
      <p className="text-gray-700">{t('resale.confirmText')}</p>
      <Form method="post" className="flex flex-wrap items-center gap-4">
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="confirm" value="1" />
        {volver ? <input type="hidden" name="volver" value={volver} /> : null}
        {scope === 'catalogue' ? <input type="hidden" name="scope" value="catalogue" /> : null}
        <Button variant="secondary" disabled={busy} className="text-red-800">
          {t('resale.confirm')}
        </Button>
        <a href={back} className="font-medium underline underline-offset-2">
          {t('resale.cancel')}
        </a>
      </Form>
    </SectionFrame>
  )
}
