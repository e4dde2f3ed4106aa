import { NotFound } from '../../features/errors/not-found'
import { ReviewForm } from '../../features/reviews/review-form'
import {
  loadReviewForm,
  type ReviewFormAnswer,
  type ReviewFormPage,
  saveReviewForm,
} from '../../features/reviews/review-form.server'
import { reviewFormPath } from '../../features/reviews/review-paths'
import { SectionFrame } from '../../features/sections/section-page'
import { useShop } from '../../features/shop/use-shop'
import { withMessages } from '../../i18n/messages.server'
import { useT } from '../../i18n/use-t'
import { metaT } from '../../lib/meta'
import { shopHome } from '../../lib/shop-base'
import type { Route } from './+types/item-review'

/**
 * `{item path}/resena` in a shop (`…/productos/{owner}/{id}/resena`) and on the platform
 * (`/products/{id}/resena`): the buyer's review of an item they received (002 §2 "Review modal",
 * §3; decision 084), a page that works without JavaScript. Its action also takes the item page's
 * quick rating.
 */
export const loader = withMessages(
  (data: ReviewFormPage) => (data.kind === 'not_found' ? [] : ['sections.home', 'reviews.form']),
  ({ request, context, params }: Route.LoaderArgs) => loadReviewForm(request, context, params),
)

export function action({ request, context, params }: Route.ActionArgs) {
  return saveReviewForm(request, context, params)
}

export function meta({ matches, loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const t = metaT(matches)
  const title =
    loaderData && loaderData.kind !== 'not_found'
      ? t('reviews.form.pageTitle', { name: loaderData.item.name })
      : t('notFound.title')
  // A step of a form, never a page to index.
  return [{ title }, { name: 'robots', content: 'noindex' }]
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const { base } = useShop()
  if (loaderData.kind === 'not_found') return <NotFound homeHref={shopHome(base)} />
  const { item, itemPath } = loaderData
  const title = t('reviews.form.pageTitle', { name: item.name })
  const crumbs = [
    { label: t('sections.home'), href: shopHome(base) },
    { label: item.name, href: itemPath },
    { label: t('reviews.form.crumb') },
  ]
  if (loaderData.kind === 'refused') {
    return (
      <SectionFrame crumbs={crumbs} title={t('reviews.form.refusedTitle')}>
        <p className="text-gray-800">{loaderData.message}</p>
        <a href={itemPath} className="self-start font-medium underline underline-offset-2">
          {t('reviews.form.back')}
        </a>
      </SectionFrame>
    )
  }
  const answer = actionData as ReviewFormAnswer | undefined
  return (
    <SectionFrame crumbs={crumbs} title={title}>
      <ReviewForm
        action={reviewFormPath(itemPath)}
        values={answer?.values ?? loaderData.values}
        errors={answer?.errors ?? {}}
        message={answer?.message ?? null}
        existing={loaderData.existing}
        backHref={itemPath}
      />
    </SectionFrame>
  )
}
