import { type FooterPage, pageParagraphs } from '@tianguis/core/contracts/shop-settings'
import type { Shop } from '@tianguis/core/contracts/shops'
import { isReservedPath } from '@tianguis/core/tenancy'
import { data, type RouterContextProvider } from 'react-router'
import { z } from 'zod'
import { requestTranslation } from '../../i18n/messages.server'
import type { MessagePrefix } from '../../i18n/prefixes'
import { createApi } from '../../lib/api.server'
import { shopOnce } from '../sections/shop-once.server'
import { addressingFor } from '../shop/shop.server'
import { SUPPLIER_DISABLED_HELP } from './help.texts'
import { type LegalKind, legalDocument } from './legal-texts'
import { fillDocument, type PageDocument } from './page-document'

/** What every page here shows around its content: the breadcrumb (section-page.tsx's frame). */
export const PAGE_FRAME_MESSAGES = [
  'sections.breadcrumb',
  'sections.home',
] as const satisfies readonly MessagePrefix[]

/**
 * Whose page this is: the shop the address names (read once per request, shared with the
 * layout), the platform (`shop` null), or nobody (the layout answers the 404 for an unknown shop
 * or a stray segment; the page only has to say it found nothing).
 */
export async function pageOwner(
  request: Request,
  context: Readonly<RouterContextProvider>,
  paramShop: string | undefined,
): Promise<{ found: true; shop: Shop | null } | { found: false }> {
  const { slug, misplaced } = addressingFor(paramShop, context)
  if (misplaced || (slug !== null && isReservedPath(slug))) return { found: false }
  if (slug === null) return { found: true, shop: null }
  const result = await shopOnce(request, context, slug)
  if (result.ok) return { found: true, shop: result.data }
  if (result.status === 404) return { found: false }
  throw new Error(`GET shop ${slug} answered ${result.status} ${result.error.code}`)
}

export type DocumentData = { document: PageDocument; owner: string } | { document: null }

const missing = () => data<DocumentData>({ document: null }, { status: 404 })

/** /terminos and /privacidad, of the shop or of the platform, in the visitor's language (decision 035). */
export async function loadLegal(
  request: Request,
  context: Readonly<RouterContextProvider>,
  paramShop: string | undefined,
  kind: LegalKind,
) {
  const owner = await pageOwner(request, context, paramShop)
  if (!owner.found) return missing()
  const { locale, t } = requestTranslation(request)
  const platform = t('platform.name')
  const document = legalDocument(kind, locale, owner.shop, platform)
  // The shop's own text, when its settings page wrote one, replaces the platform's (decision 097).
  const own = owner.shop ? await ownPageText(request, context, owner.shop, kind) : null
  const shown = own ? { title: document.title, intro: pageParagraphs(own), sections: [] } : document
  return data<DocumentData>({ document: shown, owner: owner.shop?.name ?? platform })
}

/** The shop's own text of a footer page (GET /shops/:slug/pages/:page), or null for the platform's. */
export async function ownPageText(
  request: Request,
  context: Readonly<RouterContextProvider>,
  shop: Pick<Shop, 'slug' | 'own_pages'>,
  page: FooterPage,
): Promise<string | null> {
  if (!shop.own_pages.includes(page)) return null
  const answer = await createApi(request, context).get(
    `/api/v1/shops/${encodeURIComponent(shop.slug)}/pages/${page}`,
    z.object({ text: z.string().nullable() }),
  )
  if (!answer.ok) throw new Error(`GET page ${page} answered ${answer.status} ${answer.error.code}`)
  return answer.data.text
}

/** /ayuda/proveedores/deshabilitado: in the shop's frame under a shop, the platform's otherwise. */
export async function loadSupplierDisabledHelp(
  request: Request,
  context: Readonly<RouterContextProvider>,
  paramShop: string | undefined,
) {
  const owner = await pageOwner(request, context, paramShop)
  if (!owner.found) return missing()
  const { locale, t } = requestTranslation(request)
  const platform = t('platform.name')
  const document = fillDocument(SUPPLIER_DISABLED_HELP[locale], { platform }, owner.shop !== null)
  return data<DocumentData>({ document, owner: owner.shop?.name ?? platform })
}
