import type { ShopSection } from '@tianguis/core/sections'
import type { ReactNode } from 'react'
import type { MessageKey } from '../../i18n/es-MX'
import { useT } from '../../i18n/use-t'
import { shopHome } from '../../lib/shop-base'
import { NotFound } from '../errors/not-found'
import { canEditStorefront } from '../navigation/sections'
import { usePageHeading, useShop } from '../shop/use-shop'
import { Breadcrumb, type Crumb } from './breadcrumb'
import { EmptyState } from './empty-state'
import { SECTION_TITLES } from './section-titles'
import type { SectionData } from './sections.server'

/** The empty state of each list (000 §2, §8; 001 §8); admins get the call to add the first one. */
function emptyTitle(section: ShopSection, admin: boolean): MessageKey {
  switch (section) {
    case 'products':
      return 'sections.empty.products'
    case 'services':
      return 'sections.empty.services'
    case 'experiences':
      return 'sections.empty.experiences'
    case 'catalogues':
      return admin ? 'sections.empty.catalogues.admin' : 'sections.empty.catalogues'
    case 'blogs':
      return admin ? 'sections.empty.blogs.admin' : 'sections.empty.blogs'
    case 'franchises':
    case 'info':
      return 'sections.empty.franchises'
  }
}

/** The frame of a section page: breadcrumb, title, then the page's own content. */
export function SectionFrame({
  crumbs,
  title,
  children,
}: {
  crumbs: Crumb[]
  title: string
  children: ReactNode
}) {
  const Heading = usePageHeading()
  return (
    <div className="flex flex-col gap-6">
      <Breadcrumb items={crumbs} />
      <Heading className="font-bold text-2xl text-gray-900">{title}</Heading>
      {children}
    </div>
  )
}

/** A section page inside a shop, or the generic not-found page when the section is off. */
export function SectionPage({ data, children }: { data: SectionData; children?: ReactNode }) {
  const t = useT()
  const { shop, base } = useShop()
  const heading = usePageHeading()
  if (!data.found || !shop) return <NotFound homeHref={shopHome(base)} titleAs={heading} />
  const admin = canEditStorefront(shop)
  const title = t(SECTION_TITLES[data.section])
  return (
    <SectionFrame
      crumbs={[{ label: t('sections.home'), href: shopHome(base) }, { label: title }]}
      title={title}
    >
      {children ?? <EmptyState title={t(emptyTitle(data.section, admin))} text={t('sections.empty.text')} />}
    </SectionFrame>
  )
}
