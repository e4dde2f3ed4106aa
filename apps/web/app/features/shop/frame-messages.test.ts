import { describe, expect, it } from 'vitest'
import { keyHasPrefix } from '../../i18n/prefixes'
import { shopFrameMessages } from './frame-messages'

const shop = {
  hidden_search_bar: false,
  darkmode: false,
  hidden_darkmode: false,
  social_links: [],
  is_proxy: false,
  viewer_can: [] as ('shop.update' | 'shop.finance')[],
  menu: {
    entries: [{ section: 'products' as const, href: '/t/productos' }],
    search: [{ section: 'products' as const, href: '/t/productos' }],
    settings: null,
  },
}
const visitor = { anonymous: true, unavailable: false }
const sends = (prefixes: string[], key: string) => keyHasPrefix(key, prefixes as never)

describe('shopFrameMessages', () => {
  it('sends the texts of the parts this shop shows, and not the others', () => {
    const plain = shopFrameMessages(shop, visitor)
    expect(sends(plain, 'nav.search.title')).toBe(true)
    expect(sends(plain, 'nav.search.products')).toBe(true)
    expect(sends(plain, 'nav.search.services')).toBe(false)
    expect(sends(plain, 'menu.products')).toBe(true)
    expect(sends(plain, 'menu.blogs')).toBe(false)
    // The contact details are the contact page's (decision 035), not the frame's.
    expect(sends(plain, 'contact.none')).toBe(false)
    expect(sends(plain, 'contact.whatsappFloat')).toBe(false)
    expect(sends(plain, 'theme.toDark')).toBe(false)
    expect(sends(plain, 'footer.about')).toBe(false)
    expect(sends(plain, 'social.label')).toBe(false)
    expect(sends(plain, 'nav.access')).toBe(true)
    expect(sends(plain, 'nav.loadingProfile')).toBe(false)
    // No catalogues, no strip (decision 038).
    expect(sends(plain, 'catalogues.strip')).toBe(false)
    expect(sends(plain, 'catalogues.pause')).toBe(false)
    // Visitors get no 'Editar tienda' (decision 095).
    expect(sends(plain, 'shopLook.edit')).toBe(false)
  })

  it("sends the admins’ 'Editar tienda', never on a proxy shop (decision 095)", () => {
    const admin = { ...shop, viewer_can: ['shop.update' as const] }
    expect(sends(shopFrameMessages(admin, visitor), 'shopLook.edit')).toBe(true)
    expect(sends(shopFrameMessages({ ...admin, is_proxy: true }, visitor), 'shopLook.edit')).toBe(false)
    expect(sends(shopFrameMessages(admin, visitor), 'shopLook.title')).toBe(false)
  })

  it('follows what the shop has set', () => {
    const full = shopFrameMessages(
      {
        ...shop,
        hidden_search_bar: true,
        darkmode: true,
        whatsapp_phone: '5512345678',
        whatsapp_country_code: '52',
        about_page: true,
        users_support_url: 'https://help.test',
        social_links: [{ network: 'facebook', name: 'Facebook', href: 'https://facebook.com/t' }],
        strip: [{ slug: 'cocina', name: 'Cocina', colour: 3 }],
      },
      { anonymous: false, unavailable: true },
    )
    expect(sends(full, 'nav.search.title')).toBe(false)
    expect(sends(full, 'theme.toLight')).toBe(true)
    expect(sends(full, 'contact.email')).toBe(false)
    expect(sends(full, 'contact.whatsappFloat')).toBe(true)
    expect(sends(full, 'footer.about')).toBe(true)
    expect(sends(full, 'footer.support')).toBe(true)
    expect(sends(full, 'social.label')).toBe(true)
    // The strip's name and pause box travel with it, on every page of the shop (decision 038).
    expect(sends(full, 'catalogues.strip')).toBe(true)
    expect(sends(full, 'catalogues.pause')).toBe(true)
    expect(sends(full, 'catalogues.products.empty')).toBe(false)
    expect(sends(full, 'nav.access')).toBe(false)
    expect(sends(full, 'nav.loadingProfile')).toBe(true)
  })
})
