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
  /**
   * The slug of the first shop the viewer owns (the profile's order), where an item they resell
   * from another shop's page lands (decision 069); left out when they own none.
   */
  own_shop?: string
}

export function pageProfile(profile: Profile): PageProfile {
  return {
    anonymous: profile.anonymous,
    name: profile.name,
    user_level: profile.user_level,
    images: { avatar: profile.images.avatar },
    ...(profile.is_guest ? { guest: true as const } : {}),
    ...ownShop(profile),
  }
}

/** The first shop the viewer owns, in the profile's order (by name), as the server picks it. */
function ownShop(profile: Profile): { own_shop?: string } {
  const owned = profile.shops.find((shop) => shop.role === 'owner')
  return owned ? { own_shop: owned.slug } : {}
}
