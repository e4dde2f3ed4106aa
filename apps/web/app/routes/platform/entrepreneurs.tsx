import { data, Link } from 'react-router'
import { NotFound } from '../../features/errors/not-found'
import { Breadcrumb } from '../../features/sections/breadcrumb'
import { withCanonical } from '../../features/seo/canonical'
import { addressingFor } from '../../features/shop/shop.server'
import { withMessages } from '../../i18n/messages.server'
import { useT } from '../../i18n/use-t'
import { metaT } from '../../lib/meta'
import type { Route } from './+types/entrepreneurs'

/**
 * `/asistentes/emprendedores`: the free-store landing that ul1's commission banner ('Gana
 * comisiones') links to (001 §6; decision 071). The platform's page: a shop's address answers 404.
 */
export const loader = withMessages(
  ['sections.home', 'sections.breadcrumb', 'market.entrepreneurs', 'notFound', 'platform.name'],
  ({ context, params }: Route.LoaderArgs) => {
    if (addressingFor(params.shop, context).slug !== null)
      return data({ found: false as const }, { status: 404 })
    return { found: true as const }
  },
)

export function meta({ matches, loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const t = metaT(matches)
  if (!loaderData?.found) return [{ title: t('notFound.title') }, { name: 'robots', content: 'noindex' }]
  return withCanonical(matches, [
    { title: `${t('market.entrepreneurs.title')} | ${t('platform.name')}` },
    { name: 'description', content: t('market.entrepreneurs.intro') },
  ])
}

export default function Entrepreneurs({ loaderData }: Route.ComponentProps) {
  const t = useT()
  if (!loaderData.found) return <NotFound homeHref="/" titleAs="h1" />
  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <Breadcrumb
        items={[{ label: t('sections.home'), href: '/' }, { label: t('market.entrepreneurs.title') }]}
      />
      <h1 className="font-bold text-3xl text-gray-900">{t('market.entrepreneurs.title')}</h1>
      <p className="text-gray-700">{t('market.entrepreneurs.intro')}</p>
      <ol className="list-decimal pl-6">
        <li>{t('market.entrepreneurs.step1')}</li>
        <li>{t('market.entrepreneurs.step2')}</li>
        <li>{t('market.entrepreneurs.step3')}</li>
      </ol>
      <ul className="flex flex-wrap gap-4">
        <li>
          <Link to="/signup" className="font-medium underline">
            {t('market.entrepreneurs.signup')}
          </Link>
        </li>
        <li>
          <Link to="/apps/me/referral" className="underline">
            {t('market.entrepreneurs.resell')}
          </Link>
        </li>
        <li>
          <Link to="/apps/me/referral/resale/plans" className="underline">
            {t('market.entrepreneurs.plans')}
          </Link>
        </li>
      </ul>
    </div>
  )
}
