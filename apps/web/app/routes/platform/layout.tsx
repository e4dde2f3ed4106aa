import { Outlet } from 'react-router'
import { loadPlatformViewer } from '../../features/platform/platform.server'
import { PlatformShell } from '../../features/platform/platform-shell'
import type { Route } from './+types/layout'

/** The platform's frame: GET /api/v1/me for the header's account links. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadPlatformViewer(request, context)
}

export default function PlatformLayout({ loaderData }: Route.ComponentProps) {
  return (
    <PlatformShell profile={loaderData.profile}>
      <Outlet />
    </PlatformShell>
  )
}
