import { ANONYMOUS_PROFILE } from '@tianguis/core/contracts/identity'
import { describe, expect, it } from 'vitest'
import { pageProfile } from './page-profile'

describe('pageProfile', () => {
  it('keeps what the frame shows of the viewer, not their email, id, shop list or cover', () => {
    const viewer = {
      ...ANONYMOUS_PROFILE,
      id: 'usr_1',
      anonymous: false,
      name: 'Ana',
      email: 'ana@example.com',
      images: { avatar: '/a.png', cover: '/c.png' },
      user_level: 'ul2' as const,
      shops: [
        { slug: 'ajena', name: 'Ajena', role: 'admin' as const, photo: null },
        { slug: 'demo', name: 'Demo', role: 'owner' as const, photo: null },
      ],
    }
    // Of the shops only the first one owned: where a resold item lands (decision 069).
    expect(pageProfile(viewer)).toEqual({
      anonymous: false,
      name: 'Ana',
      user_level: 'ul2',
      images: { avatar: '/a.png' },
      own_shop: 'demo',
    })
    expect(pageProfile(ANONYMOUS_PROFILE).anonymous).toBe(true)
    expect(pageProfile({ ...viewer, shops: [viewer.shops[0]!] })).not.toHaveProperty('own_shop')
  })
})
