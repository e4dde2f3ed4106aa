import { ItemList, type ItemPage, showsItemList } from '../../../features/items/item-list'
import { itemListMessages } from '../../../features/items/item-list-messages'
import { sectionMeta } from '../../../features/sections/section-meta'
import { SectionPage } from '../../../features/sections/section-page'
import { itemSectionMessages, loadItemSection } from '../../../features/sections/sections.server'
import { withMessages } from '../../../i18n/messages.server'
import type { Route } from './+types/experiencias'

/** /experiencias: the shop's experiences (001 §2 "Shop pages"); 404 when the section is off or outside a shop. */
export const loader = withMessages(
  (data) => {
    const items = ('items' in data ? data.items : null) as ItemPage | null
    return [...itemSectionMessages('experiences', items), ...itemListMessages(items)]
  },
  ({ request, context, params }: Route.LoaderArgs) =>
    loadItemSection(request, context, params.shop, 'experiences'),
)

export function meta({ matches, loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return sectionMeta('experiences', matches, loaderData) as Route.MetaDescriptors
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const items = ('items' in loaderData ? loaderData.items : null) as ItemPage | null
  return (
    <SectionPage data={loaderData}>
      {showsItemList(items) ? <ItemList list={items} /> : undefined}
    </SectionPage>
  )
}
