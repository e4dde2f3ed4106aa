import { ANONYMOUS_PROFILE, type Profile, profile } from '@tianguis/core/contracts/identity'
import type { Api } from './api.server'

/**
 * The viewer for a page's header. Secondary data (conventions 5): if the API cannot say who
 * is visiting, the page still renders, as for an anonymous visitor.
 */
export async function loadViewer(api: Api): Promise<Profile> {
  try {
    const result = await api.get('/api/v1/me', profile)
    return result.ok ? result.data : ANONYMOUS_PROFILE
  } catch {
    return ANONYMOUS_PROFILE
  }
}
