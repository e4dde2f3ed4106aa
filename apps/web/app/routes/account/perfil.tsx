import { loadProfile, updateProfile } from '../../features/account/account.server'
import { failureOf } from '../../features/account/form-result'
import { ProfilePage } from '../../features/account/profile-page'
import { platformTitle } from '../../lib/meta'
import type { Route } from './+types/perfil'

/** /perfil: GET /api/v1/me (anonymous → /login?next=/perfil); the form PATCHes /api/v1/me. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  return loadProfile(request, context, '', url.pathname + url.search)
}

export async function action({ request, context }: Route.ActionArgs) {
  return updateProfile(request, context)
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return platformTitle(matches, 'profile.title')
}

export default function PlatformProfile({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ProfilePage
      profile={loaderData.profile}
      base=""
      saved={Boolean(actionData && 'saved' in actionData)}
      failure={failureOf(actionData)}
      titleAs="h1"
    />
  )
}
