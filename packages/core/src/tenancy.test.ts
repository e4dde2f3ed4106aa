import { describe, expect, it } from 'vitest'
import { addressOf, isPlatformOnlyPath, isReservedPath, slugProblem } from './tenancy.ts'

describe('tenancy', () => {
  it('reserves the platform paths', () => {
    for (const path of ['api', 'apps', 'login', 'signup', 'logout', 'mis-compras', 'ayuda', 'Marketplace']) {
      expect(isReservedPath(path)).toBe(true)
    }
    expect(isReservedPath('demo')).toBe(false)
  })

  it('reserves every shop page so no shop slug can shadow it on the platform host', () => {
    for (const path of [
      'productos',
      'servicios',
      'experiencias',
      'catalogos',
      'blogs',
      'franquicias',
      'info',
      'carrito',
      'comprar',
      'preferencias',
      'admin',
      'robots.txt',
      'sitemap.xml',
    ]) {
      expect(isReservedPath(path), path).toBe(true)
    }
    expect(slugProblem('productos')).toBe('reserved')
    expect(slugProblem('catalogos')).toBe('reserved')
    expect(slugProblem('mis-productos')).toBeNull()
  })

  it('checks slugs', () => {
    expect(slugProblem('demo')).toBeNull()
    expect(slugProblem('tienda-afiliada')).toBeNull()
    expect(slugProblem('login')).toBe('reserved')
    expect(slugProblem('De mo')).toBe('format')
    expect(slugProblem('-demo')).toBe('format')
    expect(slugProblem('ab')).toBe('format')
  })

  it('reads the address from the host', () => {
    expect(addressOf('localhost:3000', 'tianguis.test')).toEqual({ by: 'path' })
    expect(addressOf('127.0.0.1:3000', 'tianguis.test')).toEqual({ by: 'path' })
    expect(addressOf('tianguis.test', 'tianguis.test')).toEqual({ by: 'path' })
    expect(addressOf('demo.tianguis.test', 'tianguis.test')).toEqual({ by: 'subdomain', slug: 'demo' })
    expect(addressOf('DEMO.tianguis.test:443', 'tianguis.test')).toEqual({ by: 'subdomain', slug: 'demo' })
    expect(addressOf('demo.localhost:3000', 'tianguis.test')).toEqual({ by: 'subdomain', slug: 'demo' })
    expect(addressOf('api.tianguis.test', 'tianguis.test')).toEqual({ by: 'path' })
    expect(addressOf('a.b.tianguis.test', 'tianguis.test')).toEqual({ by: 'path' })
    expect(addressOf('www.mitienda.mx', 'tianguis.test')).toEqual({ by: 'domain', domain: 'www.mitienda.mx' })
  })

  it('keeps the API and assets on the platform', () => {
    expect(isPlatformOnlyPath('/api/v1/me')).toBe(true)
    expect(isPlatformOnlyPath('/assets/app.js')).toBe(true)
    expect(isPlatformOnlyPath('/productos')).toBe(false)
  })
})
