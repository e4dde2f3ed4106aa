import { describe, expect, it } from 'vitest'
import { headerTarget, slideTarget } from './links'

const slide = {
  hzt_image: '/h.svg',
  vrt_image: '/v.svg',
  hzt_image_id: null,
  vrt_image_id: null,
  product: null,
  supplier: null,
  url: null,
  url_target: false,
  target: 'all' as const,
}
const header = {
  title: 'T',
  subtitle: null,
  description: null,
  action_type: 'none' as const,
  url: null,
  product: null,
  product_supplier: null,
  button_label: null,
  target: 'all' as const,
}

describe('home links', () => {
  it('sends a product slide to the product page under the shop', () => {
    expect(slideTarget({ ...slide, product: 'itm_1', supplier: 'usr_2' }, '/demo')).toEqual({
      kind: 'internal',
      to: '/demo/productos/usr_2/itm_1',
    })
  })

  it('opens a URL slide in a new tab only when url_target is set', () => {
    expect(slideTarget({ ...slide, url: 'https://x.test/a', url_target: true }, '')).toEqual({
      kind: 'external',
      href: 'https://x.test/a',
      newTab: true,
    })
    expect(slideTarget({ ...slide, url: 'https://x.test/a' }, '')).toMatchObject({ newTab: false })
    expect(slideTarget({ ...slide, url: '/demo/productos' }, '')).toEqual({
      kind: 'internal',
      to: '/demo/productos',
    })
  })

  it('never links to script or protocol-relative addresses, and a bare slide links nowhere', () => {
    expect(slideTarget({ ...slide, url: 'javascript:alert(1)' }, '')).toBeNull()
    expect(slideTarget({ ...slide, url: '//evil.test' }, '')).toBeNull()
    expect(slideTarget(slide, '')).toBeNull()
  })

  it('gives the header call to action per action_type', () => {
    expect(headerTarget(header, '/demo')).toBeNull()
    expect(headerTarget({ ...header, action_type: 'signup' }, '/demo')).toEqual({
      kind: 'internal',
      to: '/demo/signup',
    })
    expect(headerTarget({ ...header, action_type: 'signup' }, '')).toEqual({
      kind: 'internal',
      to: '/signup',
    })
    expect(
      headerTarget({ ...header, action_type: 'product', product: 'p', product_supplier: 's' }, ''),
    ).toEqual({ kind: 'internal', to: '/productos/s/p' })
    expect(headerTarget({ ...header, action_type: 'url', url: 'https://x.test' }, '')).toMatchObject({
      href: 'https://x.test',
    })
    expect(headerTarget({ ...header, action_type: 'url', url: 'data:text/html,x' }, '')).toBeNull()
  })
})
