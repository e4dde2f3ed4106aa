import type { MessagePrefix } from '../../i18n/prefixes'
import { whatsappUrl } from '../contact/contact'
import { canEditStorefront } from '../navigation/sections'
import { themeChoiceAllowed } from '../theme/color-scheme'
import type { PageShop } from './page-shop'

/**
 * The shop frame's messages for this shop and viewer (decision 019, amended): the navbar, top
 * menu, floating contact and footer texts this frame can show, sent by the layout's loader. A text
 * for a part the shop does not have (a search bar it hides, a section it has off, a WhatsApp it
 * has not set) is not sent. What decides is the shop's data, which stays the same while the visitor
 * moves between the shop's pages (the layout's loader does not run again then), never the path.
 */
export function shopFrameMessages(
  shop: Pick<
    PageShop,
    | 'hidden_search_bar'
    | 'darkmode'
    | 'hidden_darkmode'
    | 'whatsapp_phone'
    | 'whatsapp_country_code'
    | 'about_page'
    | 'users_support_url'
    | 'social_links'
    | 'menu'
    | 'strip'
    | 'is_proxy'
    | 'viewer_can'
  >,
  viewer: { anonymous: boolean; unavailable: boolean },
): MessagePrefix[] {
  const whatsapp = whatsappUrl(shop.whatsapp_country_code, shop.whatsapp_phone) !== null
  return [
    'nav.cart',
    // The admins' 'Editar tienda' beside the shop's name (decision 095).
    ...(canEditStorefront(shop) ? (['shopLook.edit'] as const) : []),
    // The search box's own texts, and one radio label per section it searches.
    ...(shop.hidden_search_bar
      ? []
      : ([
          'nav.search.title',
          'nav.search.open',
          'nav.search.field',
          'nav.search.placeholder',
          'nav.search.in',
          'nav.search.close',
          'nav.search.completions',
          'nav.search.suggestions',
        ] as const)),
    ...(shop.hidden_search_bar
      ? []
      : shop.menu.search.map((target) => `nav.search.${target.section}` as const)),
    ...(themeChoiceAllowed(shop) ? (['theme'] as const) : []),
    ...(viewer.unavailable ? (['nav.loadingProfile'] as const) : []),
    ...(viewer.anonymous ? (['nav.access'] as const) : []),
    'menu.toggle',
    'menu.label',
    ...shop.menu.entries.map((entry) => `menu.${entry.section}` as const),
    // The catalogue strip's name and pause box, with the strip (decision 038).
    ...(shop.strip ? (['catalogues.strip', 'catalogues.pause'] as const) : []),
    // The floating WhatsApp button; the contact details themselves are the contact page's own.
    'contact.newTab',
    ...(whatsapp ? (['contact.whatsappFloat'] as const) : []),
    ...(shop.social_links.length > 0 ? (['social.label'] as const) : []),
    'footer.links',
    'footer.contact',
    'footer.terms',
    'footer.privacy',
    ...(shop.about_page ? (['footer.about'] as const) : []),
    ...(shop.users_support_url ? (['footer.support'] as const) : []),
  ]
}
