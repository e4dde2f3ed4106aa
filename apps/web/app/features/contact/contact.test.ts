import { describe, expect, it } from 'vitest'
import { floatingContact, isContactPage, pathInShop, socialLinks, whatsappUrl } from './contact'

const none = {
  facebook: null,
  instagram: null,
  twitter: null,
  youtube: null,
  twitch: null,
  kick: null,
  discord: null,
}

describe('contact', () => {
  it('builds the WhatsApp link from country code + phone', () => {
    expect(whatsappUrl('52', '5598765432')).toBe('https://wa.me/525598765432')
    expect(whatsappUrl('+54', '11 4567-8901')).toBe('https://wa.me/541145678901')
    expect(whatsappUrl('52', null)).toBeNull()
    expect(whatsappUrl('52', '')).toBeNull()
  })

  it('links each network at https://{network}.com/{name}; discord as its stored URL', () => {
    const links = socialLinks({
      ...none,
      facebook: 'tiendademo',
      youtube: '@canal',
      kick: 'kicker',
      discord: 'https://discord.gg/tiendademo',
    })
    expect(links.map((link) => link.href)).toEqual([
      'https://facebook.com/tiendademo',
      'https://youtube.com/@canal',
      'https://kick.com/kicker',
      'https://discord.gg/tiendademo',
    ])
    expect(links.map((link) => link.name)).toEqual(['Facebook', 'YouTube', 'Kick', 'Discord'])
  })

  it('leaves out empty networks, odd names and a discord value that is not an https URL', () => {
    expect(socialLinks(none)).toEqual([])
    expect(socialLinks({ ...none, twitter: '  ', discord: 'javascript:alert(1)' })).toEqual([])
    expect(socialLinks({ ...none, instagram: 'a b"<x>' })[0]!.href).toBe(
      'https://instagram.com/a%20b%22%3Cx%3E',
    )
  })

  it('knows the pages with the floating button (001 §2)', () => {
    for (const path of [
      '/',
      '/productos',
      '/servicios',
      '/franquicias',
      '/blogs',
      '/blogs/',
      '/blogs/mi-entrada',
    ]) {
      expect(isContactPage(path), path).toBe(true)
    }
    for (const path of ['/experiencias', '/catalogos', '/login', '/perfil', '/productos/x/1', '/blogsx']) {
      expect(isContactPage(path), path).toBe(false)
    }
  })

  it('reads the path below the shop base', () => {
    expect(pathInShop('/demo', '/demo')).toBe('/')
    expect(pathInShop('/demo/blogs/x', '/demo')).toBe('/blogs/x')
    expect(pathInShop('/productos', '')).toBe('/productos')
  })

  it('offers the live chat with a licence, else WhatsApp, only on the listed pages', () => {
    // The page's shop (page-shop.ts) leaves out what the shop has not set.
    const shop = {
      store_type: 'plain' as const,
      whatsapp_country_code: '52',
      whatsapp_phone: '5598765432',
    }
    expect(floatingContact(shop, '/')).toEqual({ kind: 'whatsapp', href: 'https://wa.me/525598765432' })
    expect(floatingContact(shop, '/login')).toBeNull()
    expect(floatingContact({ ...shop, whatsapp_phone: undefined }, '/')).toBeNull()
    expect(floatingContact({ ...shop, live_chat_license: '123' }, '/blogs')).toEqual({
      kind: 'chat',
      license: '123',
    })
  })

  it('hides the live chat of franchise shops except on admin paths', () => {
    const franchise = {
      live_chat_license: '123',
      store_type: 'franchise' as const,
      whatsapp_country_code: '52',
      whatsapp_phone: '3312345678',
    }
    expect(floatingContact(franchise, '/')).toEqual({ kind: 'whatsapp', href: 'https://wa.me/523312345678' })
    expect(floatingContact(franchise, '/admin/configuracion')).toEqual({ kind: 'chat', license: '123' })
  })
})
