import { describe, expect, it } from 'vitest'
import { fitsPlatformKind, platformItemPath, shopItemPath, typeOfPrefix, webItemPath } from './item-links.ts'

const product = { id: 'itm_1', owner_id: 'usr_9', type: 'product', main_type: 'business' } as const
const service = { ...product, id: 'itm_2', type: 'service', main_type: 'personal' } as const
const experience = { ...product, id: 'itm_3', type: 'experience' } as const

describe('shop item paths', () => {
  it('builds {base}/{prefix}/{owner}/{id} by path and on a shop host', () => {
    expect(shopItemPath('/demo', product)).toBe('/demo/productos/usr_9/itm_1')
    expect(shopItemPath('', service)).toBe('/servicios/usr_9/itm_2')
    expect(shopItemPath('/demo', experience)).toBe('/demo/experiencias/usr_9/itm_3')
    expect(shopItemPath('/demo', product, 'catalogos/cat_1')).toBe('/demo/catalogos/cat_1/usr_9/itm_1')
  })

  it('reads the prefix back, and refuses anything else', () => {
    expect(typeOfPrefix('productos')).toBe('product')
    expect(typeOfPrefix('servicios')).toBe('service')
    expect(typeOfPrefix('experiencias')).toBe('experience')
    expect(typeOfPrefix('blogs')).toBeNull()
  })
})

describe('platform item paths (001 §2 card links)', () => {
  it('sends business items to /negocios/{slug or owner}', () => {
    expect(platformItemPath(product, { business: true, businessSlug: 'cafe' })).toBe(
      '/negocios/cafe/products/itm_1',
    )
    expect(platformItemPath(product, { business: true })).toBe('/negocios/usr_9/products/itm_1')
    expect(platformItemPath({ ...service, main_type: 'business' }, { business: true })).toBe(
      '/negocios/usr_9/services/itm_2',
    )
  })

  it('sends personal items in a community to /profiles/{owner}', () => {
    expect(platformItemPath(service, { community: true })).toBe('/profiles/usr_9/services/itm_2')
    expect(platformItemPath({ ...product, main_type: 'personal' }, { community: true })).toBe(
      '/profiles/usr_9/products/itm_1',
    )
  })

  it('falls back to /products/{id} and /services/{id}; experiences are products', () => {
    expect(platformItemPath(product)).toBe('/products/itm_1')
    expect(platformItemPath(service)).toBe('/services/itm_2')
    expect(platformItemPath(experience)).toBe('/products/itm_3')
    expect(platformItemPath(service, { business: true })).toBe('/services/itm_2')
  })

  it('links a shop product from outside and escapes odd ids', () => {
    expect(webItemPath('demo', 'itm_1')).toBe('/web/demo/products/itm_1')
    expect(platformItemPath({ ...product, id: 'a/b' })).toBe('/products/a%2Fb')
  })

  it('knows which kinds fit which platform path', () => {
    expect(fitsPlatformKind('experience', 'products')).toBe(true)
    expect(fitsPlatformKind('service', 'products')).toBe(false)
    expect(fitsPlatformKind('service', 'services')).toBe(true)
  })
})
