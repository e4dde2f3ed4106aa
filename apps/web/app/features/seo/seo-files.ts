import { enabledSections, SECTION_PATHS, type SectionsShop } from '@tianguis/core/sections'

/**
 * robots.txt and sitemap.xml (issue #3 item 10). Shops answer them at their own host's root
 * (sub-domain or own domain); the platform host lists every shop's sitemap. URLs are absolute,
 * built on the origin the server vouches for (`publicOrigin` in lib/request-context.ts): the
 * platform's PUBLIC_URL, a shop's sub-domain or its verified own domain.
 */

// The cart and the checkout are not here (decision 044, second amendment): a crawler has no session, so
// it sees an empty cart and the way to sign in, nothing private, and Lighthouse's "is crawlable" audit
// (issue 12's bar on those pages) counts a disallowed page as blocked from indexing. Nor are the shop's
// admin pages (decision 097): a crawler is sent to the login page, and the settings page is held to the
// same Lighthouse bar (issue 17).
const PRIVATE_PATHS = ['/perfil', '/logout', '/recuperar', '/preferencias/']

export function shopRobots(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
}

/** A host that is neither the platform's nor a shop's: nothing there is to be indexed. */
export function unknownHostRobots(): string {
  return ['User-agent: *', 'Disallow: /', ''].join('\n')
}

export function platformRobots(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    ...PRIVATE_PATHS.map((path) => `Disallow: /*${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
}

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** The shop's home and each of its enabled section pages, under `home` (an absolute URL). */
export function shopSitemap(home: string, shop: SectionsShop): string {
  const root = home.replace(/\/+$/, '')
  const urls = [`${root}/`, ...enabledSections(shop).map((section) => `${root}/${SECTION_PATHS[section]}`)]
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n')
}

/** The platform's sitemap: an index of each shop's own sitemap. */
export function platformSitemapIndex(origin: string, slugs: readonly string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...slugs.map(
      (slug) =>
        `  <sitemap><loc>${escapeXml(`${origin}/${encodeURIComponent(slug)}/sitemap.xml`)}</loc></sitemap>`,
    ),
    '</sitemapindex>',
    '',
  ].join('\n')
}
