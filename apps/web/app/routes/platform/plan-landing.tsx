import { PLAN_LANDINGS } from '@tianguis/core/commission/plans'
import { NotFound } from '../../features/errors/not-found'
import { loadLanding } from '../../features/packages/packages.server'
import { withCanonical } from '../../features/seo/canonical'
import { withMessages } from '../../i18n/messages.server'
import { useT } from '../../i18n/use-t'
import { metaT } from '../../lib/meta'
import type { Route } from './+types/plan-landing'

/**
 * A plan's landing page (002 §2: `/tiendaenlinea`, `/negociodigital`, `/mkt/facturacion`; decision
 * 092): the plan, its price and a button to buy it on the packages page. One module for the three
 * paths; the path says which plan. The platform's pages: a shop's address answers 404.
 */
export const loader = withMessages(
  ['packages.landing', 'notFound', 'platform.name'],
  ({ request, context, params }: Route.LoaderArgs) => {
    const path = new URL(request.url).pathname.replace(/\/+$/, '') as keyof typeof PLAN_LANDINGS
    return loadLanding(request, context, params.shop, path in PLAN_LANDINGS ? path : '/tiendaenlinea')
  },
)

export function meta({ matches, loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const t = metaT(matches)
  if (!loaderData?.found) return [{ title: t('notFound.title') }, { name: 'robots', content: 'noindex' }]
  return withCanonical(matches, [
    { title: `${t(`packages.landing.${loaderData.key}.title`)} | ${t('platform.name')}` },
    { name: 'description', content: t(`packages.landing.${loaderData.key}.intro`) },
  ])
}

export default function PlanLanding({ loaderData }: Route.ComponentProps) {
  const t = useT()
  if (!loaderData.found) return <NotFound homeHref="/" titleAs="h1" />
  return (
    <div className="flex max-w-2xl flex-col gap-6" data-plan-landing={loaderData.key}>
      <h1 className="font-bold text-3xl text-gray-900">{t(`packages.landing.${loaderData.key}.title`)}</h1>
      <p className="text-gray-700">{t(`packages.landing.${loaderData.key}.intro`)}</p>
      <p className="font-semibold text-xl">
        {loaderData.name} · {t('packages.landing.price', { amount: loaderData.price })}
      </p>
      <div className="flex flex-wrap items-center gap-4">
        <a href={loaderData.href} className="rounded bg-emerald-700 px-4 py-2 font-semibold text-white">
          {t('packages.landing.buy', { plan: loaderData.name })}
        </a>
        <a href={loaderData.all} className="underline">
          {t('packages.landing.all')}
        </a>
      </div>
    </div>
  )
}
