import type { Shop } from '@tianguis/core/contracts/shops'

/** The enabled sections of a shop's store_theme_info. */
export const sectionsOn = (...on: string[]) =>
  (['products', 'services', 'experiences', 'franchises', 'retail', 'blogs'] as const).map((section) => ({
    section,
    enabled: on.includes(section),
  }))

/** A shop as the API answers it, with the fields the shell reads; `pageShop()` makes the page's from it. */
export function apiShop(fields: Partial<Record<keyof Shop, unknown>> = {}): Shop {
  return {
    id: 'shp_1',
    slug: 'demo',
    name: 'Tienda Demo',
    theme: 3,
    photo: '/logo.png',
    photo_display: 'cir',
    hidden_store_name: false,
    hidden_search_bar: false,
    hidden_darkmode: false,
    darkmode: true,
    adornment_type: 'none',
    store_type: 'plain',
    is_proxy: false,
    own_pages: [],
    viewer_show_tour: false,
    viewer_roles: [],
    permissions: [],
    seo_description: 'Todo para tu casa',
    store_theme_info: {
      color1: '#0f766e',
      color2: '#f97316',
      sections_info: sectionsOn('products', 'services'),
      slider_info: [],
      header_info: null,
    },
    root_affinity_store_info: null,
    whatsapp_country_code: null,
    whatsapp_phone: null,
    contact_email: null,
    contact_phone: null,
    contact_country_code: null,
    live_chat_license: null,
    about_entry_id: null,
    users_support_url: null,
    footer_style: null,
    footer_bg: null,
    footer_fg: null,
    facebook: null,
    instagram: null,
    twitter: null,
    youtube: null,
    twitch: null,
    kick: null,
    discord: null,
    catalogue_strip: [],
    ...fields,
  } as unknown as Shop
}
