import { data } from 'react-router'
import { NotFound } from '../../features/errors/not-found'
import { platformTitle } from '../../lib/meta'
import type { Route } from './+types/not-found'

/** Any path nothing else claims: the generic not-found page, status 404. */
export function loader() {
  return data(null, { status: 404 })
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return platformTitle(matches, 'notFound.title')
}

export default function PlatformNotFound() {
  return <NotFound homeHref="/" />
}
