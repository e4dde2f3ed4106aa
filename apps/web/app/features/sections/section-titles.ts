import type { ShopSection } from '@tianguis/core/sections'
import type { MessageKey } from '../../i18n/es-MX'

/** Each section's title (000 §2): the section page's heading and the breadcrumb's crumb. */
export const SECTION_TITLES: Record<ShopSection, MessageKey> = {
  products: 'sections.products',
  services: 'sections.services',
  experiences: 'sections.experiences',
  catalogues: 'sections.catalogues',
  blogs: 'sections.blogs',
  franchises: 'sections.franchises',
  info: 'sections.info',
}
