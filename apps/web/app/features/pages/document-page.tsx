import { useT } from '../../i18n/use-t'
import { metaT } from '../../lib/meta'
import { shopHome } from '../../lib/shop-base'
import { NotFound } from '../errors/not-found'
import { SectionFrame } from '../sections/section-page'
import { withCanonical } from '../seo/canonical'
import { usePageHeading, useShop } from '../shop/use-shop'
import type { DocumentData } from './pages.server'

type Descriptor = Record<string, unknown>
type Matches = ReadonlyArray<{ id: string; loaderData?: unknown; meta?: Descriptor[] } | undefined>

/** A page's tags: its title with the shop's (or platform's) name and the canonical link; 404s are not indexed. */
export function pageMeta(matches: Matches, title: string | null, owner: string | null): Descriptor[] {
  const t = metaT(matches)
  if (title === null) return [{ title: t('notFound.title') }, { name: 'robots', content: 'noindex' }]
  const full = owner ? `${title} | ${owner}` : title
  return withCanonical(matches, [{ title: full }, { property: 'og:title', content: full }])
}

export function documentMeta(matches: Matches, data: DocumentData | undefined): Descriptor[] {
  return data?.document ? pageMeta(matches, data.document.title, data.owner) : pageMeta(matches, null, null)
}

/**
 * A page of running text (terms, privacy, help) in the shop's frame or the platform's: the
 * breadcrumb, the title, the introduction and its headed sections. Plain HTML: no JavaScript needed.
 */
export function DocumentPage({ data }: { data: DocumentData }) {
  const t = useT()
  const { base } = useShop()
  const heading = usePageHeading()
  if (!data.document) return <NotFound homeHref={shopHome(base)} titleAs={heading} />
  const { document } = data
  const Section = heading === 'h1' ? 'h2' : 'h3'
  return (
    <SectionFrame
      crumbs={[{ label: t('sections.home'), href: shopHome(base) }, { label: document.title }]}
      title={document.title}
    >
      <article className="flex max-w-3xl flex-col gap-4 text-gray-800 leading-relaxed">
        {document.intro.map((text) => (
          <p key={text}>{text}</p>
        ))}
        {document.sections.map((section) => (
          <section key={section.heading} className="flex flex-col gap-2">
            <Section className="font-semibold text-gray-900 text-lg">{section.heading}</Section>
            {section.paragraphs.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </section>
        ))}
      </article>
    </SectionFrame>
  )
}
