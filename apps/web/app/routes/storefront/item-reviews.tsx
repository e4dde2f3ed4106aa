import { NotFound } from '../../features/errors/not-found'
import { RatingSummary } from '../../features/reviews/rating-summary'
import { ReviewCard } from '../../features/reviews/review-card'
import { loadReviewList, type ReviewListPage } from '../../features/reviews/review-list.server'
import { PAGE_LINKS_MESSAGES, PageLinks } from '../../features/sections/page-links'
import { SectionFrame } from '../../features/sections/section-page'
import { usePageHeading, useShop } from '../../features/shop/use-shop'
import { withMessages } from '../../i18n/messages.server'
import { useT } from '../../i18n/use-t'
import { metaT } from '../../lib/meta'
import { shopHome } from '../../lib/shop-base'
import type { Route } from './+types/item-reviews'

/**
 * `{item path}/resenas` in a shop and on the platform: every review of the item, newest first, 10
 * a page (decision 084), the target of the item page's 'Ver las N reseñas'.
 */
export const loader = withMessages(
  (data: ReviewListPage) =>
    data.found
      ? ['sections.home', 'reviews.list', 'reviews.edited', 'reviews.form.back', ...PAGE_LINKS_MESSAGES]
      : [],
  ({ request, context, params }: Route.LoaderArgs) => loadReviewList(request, context, params),
)

export function meta({ matches, loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const t = metaT(matches)
  return [
    {
      title: loaderData?.found
        ? t('reviews.list.pageTitle', { name: loaderData.item.name })
        : t('notFound.title'),
    },
  ]
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const { base } = useShop()
  const heading = usePageHeading()
  if (!loaderData.found) return <NotFound homeHref={shopHome(base)} />
  const { item, itemPath, rating, reviews } = loaderData
  return (
    <SectionFrame
      crumbs={[
        { label: t('sections.home'), href: shopHome(base) },
        { label: item.name, href: itemPath },
        { label: t('reviews.list.pageTitle', { name: item.name }) },
      ]}
      title={t('reviews.list.pageTitle', { name: item.name })}
    >
      <RatingSummary rating={rating} />
      {reviews.length === 0 ? (
        <p className="text-gray-700">{t('reviews.list.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {reviews.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} titleAs={heading === 'h1' ? 'h3' : 'h4'} />
            </li>
          ))}
        </ul>
      )}
      <PageLinks page={loaderData.page} pages={loaderData.pages} />
      <a href={itemPath} className="self-start font-medium underline underline-offset-2">
        {t('reviews.form.back')}
      </a>
    </SectionFrame>
  )
}
