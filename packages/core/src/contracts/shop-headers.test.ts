import { describe, expect, it } from 'vitest'
import { headerCreateBody, settleHeaderAction } from './shop-headers.ts'

describe('the header form (001 §5)', () => {
  it('requires a title of at most 30 characters', () => {
    expect(headerCreateBody.safeParse({}).success).toBe(false)
    expect(headerCreateBody.safeParse({ title: 'x'.repeat(31) }).success).toBe(false)
    expect(headerCreateBody.safeParse({ title: 'x'.repeat(30) }).success).toBe(true)
  })

  it('limits subtitle to 40 and description to 130 characters', () => {
    expect(headerCreateBody.safeParse({ title: 'T', subtitle: 'x'.repeat(41) }).success).toBe(false)
    expect(headerCreateBody.safeParse({ title: 'T', description: 'x'.repeat(131) }).success).toBe(false)
    expect(
      headerCreateBody.safeParse({ title: 'T', subtitle: 'x'.repeat(40), description: 'x'.repeat(130) })
        .success,
    ).toBe(true)
  })

  it('stores an empty subtitle and description as null', () => {
    expect(headerCreateBody.parse({ title: 'T', subtitle: '', description: '  ' })).toMatchObject({
      subtitle: null,
      description: null,
    })
  })

  it('refuses unknown fields', () => {
    expect(headerCreateBody.safeParse({ title: 'T', shop_id: 'x' }).success).toBe(false)
  })
})

describe('the header’s action (001 §5)', () => {
  const base = { url: null, button_label: null, product: null }

  it('a url action needs a url and a button label', () => {
    expect(settleHeaderAction({ ...base, action_type: 'url' })).toEqual({
      ok: false,
      problems: [
        { field: 'url', problem: 'required' },
        { field: 'button_label', problem: 'required' },
      ],
    })
  })

  it('a url must be an http(s) address', () => {
    expect(
      settleHeaderAction({ ...base, action_type: 'url', url: 'javascript:alert(1)', button_label: 'Ir' }),
    ).toEqual({ ok: false, problems: [{ field: 'url', problem: 'invalid_format' }] })
  })

  it('a product action needs the product and a label; the url is cleared', () => {
    expect(settleHeaderAction({ ...base, action_type: 'product', button_label: 'Ver' })).toMatchObject({
      ok: false,
      problems: [{ field: 'product', problem: 'required' }],
    })
    expect(
      settleHeaderAction({
        action_type: 'product',
        url: 'https://example.com',
        product: 'itm_1',
        button_label: 'Ver',
      }),
    ).toEqual({
      ok: true,
      value: { action_type: 'product', url: null, product: 'itm_1', button_label: 'Ver' },
    })
  })

  it('signup needs a label; none needs nothing and keeps no link', () => {
    expect(settleHeaderAction({ ...base, action_type: 'signup' }).ok).toBe(false)
    expect(
      settleHeaderAction({
        action_type: 'none',
        url: 'https://example.com',
        product: 'p',
        button_label: 'x',
      }),
    ).toEqual({ ok: true, value: { action_type: 'none', url: null, product: null, button_label: null } })
  })
})
