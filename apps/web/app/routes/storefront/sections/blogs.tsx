import { sectionMeta } from '../../../features/sections/section-meta'
import { SectionPage } from '../../../features/sections/section-page'
import { loadSection, SECTION_MESSAGES } from '../../../features/sections/sections.server'
import { withMessages } from '../../../i18n/messages.server'
import type { Route } from './+types/blogs'

/** /blogs: the shop's blog entries (001 §2 "Shop pages"); 404 when the section is off or outside a shop. */
export const loader = withMessages(
  SECTION_MESSAGES.blogs,
  ({ request, context, params }: Route.LoaderArgs) => {
    return loadSection(request, context, params.shop, 'blogs')
  },
)

export function meta({ matches, loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return sectionMeta('blogs', matches, loaderData) as Route.MetaDescriptors
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <SectionPage data={loaderData} />
}
