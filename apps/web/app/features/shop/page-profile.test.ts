import { ANONYMOUS_PROFILE } from '@tianguis/core/contracts/identity'
import { describe, expect, it } from 'vitest'
import { pageProfile } from './page-profile'

describe('pageProfile', () => {
  it('keeps what the frame shows of the viewer, not their email, id, shops or cover', () => {
    const viewer = {
      ...ANONYMOUS_PROFILE,
      id: 'usr_1',
      anonymous: false,
      name: 'Ana',
      email: 'ana@example.com',
      images: { avatar: '/a.png', cover: '/c.png' },
      user_level: 'ul2' as const,
      shops: [{ slug: 'demo', name: 'Demo', role: 'owner' as const, photo: null }],
    }
    expect(pageProfile(viewer)).toEqual({
      anonymous: false,
      name: 'Ana',
      user_level: 'ul2',
      images: { avatar: '/a.png' },
    })
    expect(pageProfile(ANONYMOUS_PROFILE).anonymous).toBe(true)
  })
})
