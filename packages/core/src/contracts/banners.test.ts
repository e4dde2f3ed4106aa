import { describe, expect, it } from 'vitest'
import { bannerCreateBody, bannerUpdateBody, imageRef, settleBannerAction } from './banners.ts'

describe('banner contract', () => {
  it('fills the defaults of a new banner and refuses unknown fields', () => {
    const parsed = bannerCreateBody.parse({
      hzt_image: '/static/demo/a.svg',
      vrt_image: 'https://cdn.test/b.png',
    })
    expect(parsed).toMatchObject({ action_type: 'none', target: 'all', url: null, product_name: null })
    expect(bannerCreateBody.safeParse({ hzt_image: '/a', vrt_image: '/b', shop_id: 'x' }).success).toBe(false)
    expect(bannerUpdateBody.safeParse({ owner: 'x' }).success).toBe(false)
  })

  it('accepts only http(s) or same-site image addresses', () => {
    for (const ok of ['/static/demo/x.svg', 'https://cdn.test/x.png', 'http://cdn.test/x']) {
      expect(imageRef.safeParse(ok).success, ok).toBe(true)
    }
    for (const bad of ['javascript:alert(1)', '//evil.test/x.png', 'data:image/png;base64,AA', 'x.png', '']) {
      expect(imageRef.safeParse(bad).success, bad).toBe(false)
    }
  })

  it('checks the link against the action', () => {
    expect(settleBannerAction({ action_type: 'none', url: 'https://x.test' })).toEqual({
      ok: true,
      url: null,
    })
    expect(settleBannerAction({ action_type: 'signup', url: 'https://x.test' })).toEqual({
      ok: true,
      url: null,
    })
    expect(settleBannerAction({ action_type: 'url', url: 'https://x.test/a?b=1' })).toEqual({
      ok: true,
      url: 'https://x.test/a?b=1',
    })
    expect(settleBannerAction({ action_type: 'url', url: null })).toMatchObject({
      ok: false,
      problem: 'required',
    })
    expect(settleBannerAction({ action_type: 'url', url: 'javascript:alert(1)' })).toMatchObject({
      ok: false,
      problem: 'invalid_format',
    })
    expect(settleBannerAction({ action_type: 'product', url: '/productos/usr_1/itm_2' })).toMatchObject({
      ok: true,
    })
    expect(settleBannerAction({ action_type: 'product', url: '/servicios/a/b' })).toMatchObject({ ok: true })
    expect(settleBannerAction({ action_type: 'product', url: 'https://x.test' })).toMatchObject({
      ok: false,
      problem: 'invalid_format',
    })
    expect(settleBannerAction({ action_type: 'product', url: '/productos/a/../b' })).toMatchObject({
      ok: false,
    })
  })
})
