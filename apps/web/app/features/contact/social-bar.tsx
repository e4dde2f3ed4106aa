import { useT } from '../../i18n/use-t'
import type { PageShop } from '../shop/page-shop'

/** The social-network bar (000 §2): one link per network the shop has; nothing when it has none. */
export function SocialBar({ shop }: { shop: Pick<PageShop, 'name' | 'social_links'> }) {
  const t = useT()
  const links = shop.social_links
  if (links.length === 0) return null
  return (
    <nav aria-label={t('social.label', { name: shop.name })}>
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.network}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center rounded-full border border-current px-3 py-1 font-medium text-sm hover:underline"
            >
              {link.name}
              <span className="sr-only"> {t('contact.newTab')}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
