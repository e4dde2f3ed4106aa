import { ANONYMOUS_PROFILE } from '@tianguis/core/contracts/identity'
import { RouterContextProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { createApi } from '../../lib/api.server'
import { type ApiResponse, requestInfoContext } from '../../lib/request-context'
import { loadViewerState } from './shop.server'

/** The layout's profile (000 §4 "Profile load"): which failures make the shell retry. */
function apiAnswering(answer: () => ApiResponse | Promise<ApiResponse>) {
  const context = new RouterContextProvider()
  context.set(requestInfoContext, {
    api: async () => answer(),
    requestId: 'req-1',
    nonce: 'n',
    hostShopSlug: null,
    publicOrigin: 'http://localhost:3000',
    platformOrigin: 'http://localhost:3000',
    knownHost: true,
  })
  return createApi(new Request('http://localhost/demo'), context)
}

const serverError = { status: 503, headers: {}, body: { error: { code: 'internal_error', message: 'x' } } }

describe('loadViewerState', () => {
  it('marks the profile unavailable (retry) when /me fails with 5xx or does not answer', async () => {
    expect(await loadViewerState(apiAnswering(() => serverError))).toEqual({
      profile: ANONYMOUS_PROFILE,
      profileUnavailable: true,
    })
    const down = apiAnswering(() => Promise.reject(new Error('connection reset')))
    expect(await loadViewerState(down)).toEqual({ profile: ANONYMOUS_PROFILE, profileUnavailable: true })
  })

  it('takes a 401 as a visitor, with nothing to retry', async () => {
    const unauthorized = { status: 401, headers: {}, body: { error: { code: 'unauthorized', message: 'x' } } }
    expect(await loadViewerState(apiAnswering(() => unauthorized))).toEqual({
      profile: ANONYMOUS_PROFILE,
      profileUnavailable: false,
    })
  })
})
