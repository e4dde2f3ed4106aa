import { useT } from '../../i18n/use-t'
import { Icon } from '../navigation/icons'
import { usePopoverFocus } from '../navigation/popover'
import type { PageShop } from '../shop/page-shop'
import { whatsappUrl } from './contact'

export const CONTACT_DIALOG_ID = 'contacto'

/**
 * Not rendered since issue 11: the footer's 'contacto' is a page that needs no JavaScript
 * ({base}/contacto, features/pages/contact-page.tsx; decision 035). Kept for the contact modals
 * of a community and of a provider (001 §2 "Modals"), which will open it from their own buttons.
 *
 * The contact modal (000 §1, §2): the shop's email, phone and WhatsApp. A <dialog popover>: any
 * `popovertarget="contacto"` control opens it, Escape or a click outside closes it, without
 * JavaScript; with JavaScript focus moves into it.
 */
export function ContactDialog({
  shop,
}: {
  shop: Pick<
    PageShop,
    | 'name'
    | 'contact_email'
    | 'contact_phone'
    | 'contact_country_code'
    | 'whatsapp_phone'
    | 'whatsapp_country_code'
  >
}) {
  const t = useT()
  const ref = usePopoverFocus<HTMLDialogElement>()
  const phone = shop.contact_phone?.replace(/\D/g, '') ?? ''
  const code = shop.contact_country_code?.replace(/\D/g, '') ?? ''
  const whatsapp = whatsappUrl(shop.whatsapp_country_code, shop.whatsapp_phone)
  const row = 'flex items-center gap-3 rounded-md px-3 py-2 hover:bg-gray-100'
  return (
    <dialog
      id={CONTACT_DIALOG_ID}
      ref={ref}
      popover="auto"
      aria-labelledby="contacto-titulo"
      className="contact-dialog"
    >
      <div className="flex items-center gap-2 border-gray-200 border-b p-4">
        <h2 id="contacto-titulo" className="flex-1 font-semibold text-lg">
          {t('contact.title', { name: shop.name })}
        </h2>
        <button
          type="button"
          popoverTarget={CONTACT_DIALOG_ID}
          popoverTargetAction="hide"
          className="inline-flex h-10 w-10 cursor-pointer items-center justify-center rounded-md hover:bg-gray-100"
        >
          <Icon name="close" />
          <span className="sr-only">{t('contact.close')}</span>
        </button>
      </div>
      {shop.contact_email || phone || whatsapp ? (
        <ul className="flex flex-col gap-1 p-3">
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
              <a href={`tel:+${code}${phone}`} className={row}>
                <Icon name="phone" />
                <span>
                  <span className="block text-gray-700 text-sm">{t('contact.phone')}</span>
                  <span className="font-medium">{code ? `+${code} ${phone}` : phone}</span>
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
      ) : (
        <p className="p-4 text-gray-700">{t('contact.none')}</p>
      )}
    </dialog>
  )
}
