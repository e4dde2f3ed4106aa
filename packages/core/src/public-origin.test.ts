import { describe, expect, it } from 'vitest'
import { publicOrigin } from './public-origin.ts'

const PUBLIC = 'https://tianguis.test'

describe('public origin', () => {
  it('is PUBLIC_URL on the platform host, whatever the port or letter case', () => {
    expect(publicOrigin(PUBLIC, 'tianguis.test', 'tianguis.test', false)).toEqual({
      origin: PUBLIC,
      known: true,
    })
    expect(publicOrigin(PUBLIC, 'tianguis.test', 'WWW.tianguis.test:8443', false).origin).toBe(PUBLIC)
    expect(publicOrigin('http://localhost:3000', 'tianguis.localhost', 'localhost:3000', false).origin).toBe(
      'http://localhost:3000',
    )
    expect(publicOrigin(PUBLIC, 'tianguis.test', '10.0.0.7', false).origin).toBe(PUBLIC)
  })

  it('builds a shop sub-domain from the slug and the base domain, on PUBLIC_URL’s scheme and port', () => {
    expect(publicOrigin(PUBLIC, 'tianguis.test', 'Demo.tianguis.test:9999', true).origin).toBe(
      'https://demo.tianguis.test',
    )
    expect(
      publicOrigin('http://localhost:3000', 'tianguis.localhost', 'demo.localhost:3000', true).origin,
    ).toBe('http://demo.localhost:3000')
  })

  it('takes a shop’s own domain only once the shop was found by it', () => {
    expect(publicOrigin(PUBLIC, 'tianguis.test', 'mitienda.mx', true)).toEqual({
      origin: 'https://mitienda.mx',
      known: true,
    })
    expect(publicOrigin(PUBLIC, 'tianguis.test', 'evil.example', false)).toEqual({
      origin: PUBLIC,
      known: false,
    })
  })
})
