import { Link } from 'react-router'
import { useT } from '../../i18n/use-t'
import { shopHome } from '../../lib/shop-base'
import { NotFound } from '../errors/not-found'
import { SectionFrame } from '../sections/section-page'
import { usePageHeading, useShop } from '../shop/use-shop'

/**
 * {base}/acerca (001 §2 footer, only with an about entry). Blogs are not built, so the entry
 * itself cannot be shown yet: the page shows the shop's own description (its SEO description)
 * or a sentence about the shop, and the way to contact it (decision 035).
 */
export function AboutPage({
  found,
  description,
  paragraphs,
}: {
  found: boolean
  description: string | null
  /** The shop's own about text from its settings (decision 097), shown instead of the description. */
  paragraphs: string[] | null
}) {
  const t = useT()
  const { shop, base } = useShop()
  const heading = usePageHeading()
  if (!found || !shop) return <NotFound homeHref={shopHome(base)} titleAs={heading} />
  const title = t('aboutPage.title', { name: shop.name })
  return (
    <SectionFrame
      crumbs={[{ label: t('sections.home'), href: shopHome(base) }, { label: title }]}
      title={title}
    >
      <article className="flex max-w-3xl flex-col gap-4 text-gray-800 leading-relaxed">
        {shop.photo ? (
          <img src={shop.photo} alt="" width={96} height={96} className="h-24 w-24 rounded-lg object-cover" />
        ) : null}
        {paragraphs ? (
          paragraphs.map((text) => <p key={text}>{text}</p>)
        ) : (
          <p>{description ?? t('aboutPage.fallback', { name: shop.name, platform: t('platform.name') })}</p>
        )}
        <p>
          <Link to={`${base}/contacto`} className="font-medium underline underline-offset-4">
            {t('aboutPage.contact', { name: shop.name })}
          </Link>
        </p>
      </article>
    </SectionFrame>
  )
}
