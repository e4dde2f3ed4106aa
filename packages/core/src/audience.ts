import type { AUDIENCES } from './contracts/shops.ts'
import type { USER_LEVELS } from './permissions.ts'

/** Who a banner, header slide or header block is for (000 §3 Banner, §6; 001 §3 target). */
export type Audience = (typeof AUDIENCES)[number]

/** The viewer as the audience rule needs it: a visitor, or a user at a level ('' is unknown). */
export interface AudienceViewer {
  anonymous: boolean
  user_level: '' | (typeof USER_LEVELS)[number]
}

/**
 * The audiences a viewer belongs to. Everybody sees `all`; visitors also see `anon`; logged-in
 * users at ul0, ul1 or ul2 also see their level. A user whose level is unknown ('') or ul3 (a
 * level no target names) sees `all` only.
 */
export function audiencesOf(viewer: AudienceViewer): Audience[] {
  if (viewer.anonymous) return ['all', 'anon']
  switch (viewer.user_level) {
    case 'ul0':
    case 'ul1':
    case 'ul2':
      return ['all', viewer.user_level]
    default:
      return ['all']
  }
}

export function isForViewer(target: Audience, viewer: AudienceViewer): boolean {
  return audiencesOf(viewer).includes(target)
}

/** The entries (banners, slides) whose target includes this viewer, in their order. */
export function forViewer<T extends { target: Audience }>(
  entries: readonly T[],
  viewer: AudienceViewer,
): T[] {
  const audiences = audiencesOf(viewer)
  return entries.filter((entry) => audiences.includes(entry.target))
}
