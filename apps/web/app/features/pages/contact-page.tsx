import { Link } from 'react-router'
import { useT } from '../../i18n/use-t'
import { shopHome } from '../../lib/shop-base'
import { whatsappUrl } from '../contact/contact'
import { SocialBar } from '../contact/social-bar'
import { NotFound } from '../errors/not-found'
import { Icon } from '../navigation/icons'
import { SectionFrame } from '../sections/section-page'
import { usePageHeading, useShop } from '../shop/use-shop'
import { formattedPhone } from './legal-texts'

/**
 * {base}/contacto (001 §2 footer): the shop's email, phone, WhatsApp link and social networks as
 * plain links, so it works without JavaScript (it took the place of the contact dialog, decision 035).
 */
export function ContactPage({ found }: { found: boolean }) {
  const t = useT()
  const { shop, base } = useShop()
  const heading = usePageHeading()
  if (!found || !shop) return <NotFound homeHref={shopHome(base)} titleAs={heading} />
  const phone = formattedPhone(shop)
  const dial = `+${shop.contact_country_code?.replace(/\D/g, '') ?? ''}${shop.contact_phone?.replace(/\D/g, '') ?? ''}`
  const whatsapp = whatsappUrl(shop.whatsapp_country_code, shop.whatsapp_phone)
  const row = 'flex items-center gap-3 rounded-md py-2 underline-offset-4 hover:underline'
  const title = t('contactPage.title')
  const any = Boolean(shop.contact_email || phone || whatsapp)
  return (
    <SectionFrame
      crumbs={[{ label: t('sections.home'), href: shopHome(base) }, { label: title }]}
      title={title}
    >
      {any ? (
        <div className="flex flex-col gap-4">
          <p className="text-gray-700">{t('contactPage.intro', { name: shop.name })}</p>
          <ul className="flex flex-col gap-1">
            {shop.contact_email ? (
              <li>
                <a href={`mailto:${shop.contact_email}`} className={row}>
                  <Icon name="mail" />
                  <span>
                    <span className="block text-gray-700 text-sm">{t('contact.email')}</span>
                    <span className="break-all font-medium">{shop.contact_email}</span>
                  </span>
                </a>
              </li>
            ) : null}
            {phone ? (
              <li>
                <a href={`tel:${dial}`} className={row}>
                  <Icon name="phone" />
                  <span>
                    <span className="block text-gray-700 text-sm">{t('contact.phone')}</span>
                    <span className="font-medium">{phone}</span>
                  </span>
                </a>
              </li>
            ) : null}
            {whatsapp ? (
              <li>
                <a href={whatsapp} target="_blank" rel="noopener noreferrer" className={row}>
                  <Icon name="chat" />
                  <span>
                    <span className="block text-gray-700 text-sm">{t('contact.whatsapp')}</span>
                    <span className="font-medium">
                      +{shop.whatsapp_country_code} {shop.whatsapp_phone}
                    </span>
                    <span className="sr-only"> {t('contact.newTab')}</span>
                  </span>
                </a>
              </li>
            ) : null}
          </ul>
        </div>
      ) : (
        <p className="text-gray-700">{t('contact.none')}</p>
      )}
      {shop.menu.settings ? (
        // 001 §2: the admin's add-contact-info shortcut goes to the settings page (decision 097).
        <p>
          <Link to={`${base}/admin/configuracion`} className="font-medium underline underline-offset-4">
            {t('contactPage.addContact')}
          </Link>
        </p>
      ) : null}
      {shop.social_links.length > 0 ? (
        <section aria-labelledby="contacto-redes" className="flex flex-col gap-2">
          <h3 id="contacto-redes" className="font-semibold text-gray-900 text-lg">
            {t('contactPage.social')}
          </h3>
          <SocialBar shop={shop} />
        </section>
      ) : null}
    </SectionFrame>
  )
}
