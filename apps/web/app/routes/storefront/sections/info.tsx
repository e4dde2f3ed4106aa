import { sectionMeta } from '../../../features/sections/section-meta'
import { SectionPage } from '../../../features/sections/section-page'
import { loadSection, SECTION_MESSAGES } from '../../../features/sections/sections.server'
import { useShop } from '../../../features/shop/use-shop'
import { withMessages } from '../../../i18n/messages.server'
import { useT } from '../../../i18n/use-t'
import type { Route } from './+types/info'

/** /info: the contact page of franchise shops with the retail section on (001 §2). */
export const loader = withMessages(
  SECTION_MESSAGES.info,
  ({ request, context, params }: Route.LoaderArgs) => {
    return loadSection(request, context, params.shop, 'info')
  },
)

export function meta({ matches, loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return sectionMeta('info', matches, loaderData) as Route.MetaDescriptors
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <SectionPage data={loaderData}>
      <ShopContact />
    </SectionPage>
  )
}

function ShopContact() {
  const t = useT()
  const { shop } = useShop()
  if (!shop) return null
  const phone = shop.contact_phone
    ? `${shop.contact_country_code ? `+${shop.contact_country_code} ` : ''}${shop.contact_phone}`
    : null
  if (!shop.contact_email && !phone) return <p className="text-gray-700">{t('sections.info.none')}</p>
  return (
    <section aria-labelledby="info-contact" className="rounded-lg border border-gray-200 p-6">
      <h3 id="info-contact" className="font-semibold text-gray-900 text-lg">
        {t('sections.info.contact')}
      </h3>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-gray-800">
        {shop.contact_email ? (
          <>
            <dt className="font-medium">{t('sections.info.email')}</dt>
            <dd>
              <a className="underline" href={`mailto:${shop.contact_email}`}>
                {shop.contact_email}
              </a>
            </dd>
          </>
        ) : null}
        {phone ? (
          <>
            <dt className="font-medium">{t('sections.info.phone')}</dt>
            <dd>
              <a className="underline" href={`tel:+${shop.contact_country_code ?? ''}${shop.contact_phone}`}>
                {phone}
              </a>
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  )
}
