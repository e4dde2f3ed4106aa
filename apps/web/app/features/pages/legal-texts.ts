import type { Locale } from '@tianguis/core/locales'
import { legalEn } from './legal.texts.en'
import { legalEsAR } from './legal.texts.es-AR'
import { legalEsMX } from './legal.texts.es-MX'
import { type DocumentTemplate, fillDocument, type PageDocument } from './page-document'

export type LegalKind = 'terms' | 'privacy'

/** One locale's default legal texts, and the phrases that say how to reach the shop in them. */
export interface LegalTexts extends Record<LegalKind, DocumentTemplate> {
  contact: {
    /** `{email}` and `{phone}` are filled in. */
    emailAndPhone: string
    email: string
    phone: string
    /** The shop published neither: its contact page, by `{shop}`. */
    contactPage: string
    /** The platform's own pages: it has no contact data of its own (decision 035). */
    platform: string
  }
}

/** The platform's default texts (decision 035): a shop may replace them once shop editing exists. */
export const LEGAL_DEFAULTS: Record<Locale, LegalTexts> = {
  'es-MX': legalEsMX,
  'es-AR': legalEsAR,
  en: legalEn,
}

/** Whose page it is: a shop with its contact data, or null for the platform's own pages. */
export interface LegalOwner {
  name: string
  contact_email?: string | null
  contact_phone?: string | null
  contact_country_code?: string | null
}

export function formattedPhone(owner: Pick<LegalOwner, 'contact_phone' | 'contact_country_code'>) {
  const phone = owner.contact_phone?.trim()
  if (!phone) return null
  const code = owner.contact_country_code?.replace(/\D/g, '')
  return code ? `+${code} ${phone}` : phone
}

function contactPhrase(texts: LegalTexts, owner: LegalOwner | null): string {
  if (!owner) return texts.contact.platform
  const email = owner.contact_email?.trim() || null
  const phone = formattedPhone(owner)
  const fill = (text: string) =>
    text
      .replace('{email}', email ?? '')
      .replace('{phone}', phone ?? '')
      .replace('{shop}', owner.name)
  if (email && phone) return fill(texts.contact.emailAndPhone)
  if (email) return fill(texts.contact.email)
  if (phone) return fill(texts.contact.phone)
  return fill(texts.contact.contactPage)
}

/**
 * The terms or privacy page of a shop (`owner`) or of the platform (`owner` null), in `locale`,
 * with the names and the contact filled in. `template` is the shop's own text when it has one
 * (the shop-editing issue stores it; decision 035), else the platform's default.
 */
export function legalDocument(
  kind: LegalKind,
  locale: Locale,
  owner: LegalOwner | null,
  platformName: string,
  template: DocumentTemplate = LEGAL_DEFAULTS[locale][kind],
): PageDocument {
  const texts = LEGAL_DEFAULTS[locale]
  return fillDocument(
    template,
    { shop: owner?.name ?? platformName, platform: platformName, contact: contactPhrase(texts, owner) },
    owner !== null,
  )
}
