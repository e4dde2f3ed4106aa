import type { Profile } from '@tianguis/core/contracts/identity'

/**
 * The viewer as the frame shows them (decision 019): the layout sends the browser only these
 * fields, not the whole profile (the profile page loads its own). A component that needs another
 * field adds it here.
 */
export type PageProfile = Pick<Profile, 'anonymous' | 'name' | 'user_level'> & {
  images: Pick<Profile['images'], 'avatar'>
  /** A guest user (decision 047), left out for everyone else: the cart offers no share link then. */
  guest?: true
}

export function pageProfile(profile: Profile): PageProfile {
  return {
    anonymous: profile.anonymous,
    name: profile.name,
    user_level: profile.user_level,
    images: { avatar: profile.images.avatar },
    ...(profile.is_guest ? { guest: true as const } : {}),
  }
}
