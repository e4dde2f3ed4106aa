import { Link } from 'react-router'
import { useT } from '../../i18n/use-t'
import type { PageBanner } from './banners.server'

/** The image of a banner: horizontal from 768 px up, vertical on phones. */
function BannerImage({ banner, alt }: { banner: PageBanner; alt: string }) {
  return (
    <picture>
      <source media="(min-width: 768px)" srcSet={banner.hzt_image} />
      <img src={banner.vrt_image} alt={alt} loading="lazy" decoding="async" className="block h-auto w-full" />
    </picture>
  )
}

const LINK = 'block overflow-hidden rounded-lg focus-visible:outline-4 focus-visible:outline-offset-2'

/** One banner with its action (000 §3 action_type): none, a product, an address, or sign-up. */
function BannerCard({ banner, base }: { banner: PageBanner; base: string }) {
  const t = useT()
  const label = banner.product_name ?? ''
  switch (banner.action_type) {
    case 'signup':
      return (
        <Link to={`${base}/signup`} className={LINK} aria-label={label || t('banners.signup')}>
          <BannerImage banner={banner} alt="" />
        </Link>
      )
    case 'product':
      return banner.url ? (
        <Link to={`${base}${banner.url}`} className={LINK} aria-label={label || t('banners.open')}>
          <BannerImage banner={banner} alt="" />
        </Link>
      ) : (
        <BannerImage banner={banner} alt={label} />
      )
    case 'url':
      return banner.url && /^https?:\/\//.test(banner.url) ? (
        <a
          href={banner.url}
          target="_blank"
          rel="noopener noreferrer"
          className={LINK}
          aria-label={`${label || t('banners.open')} ${t('banners.newTab')}`}
        >
          <BannerImage banner={banner} alt="" />
        </a>
      ) : (
        <BannerImage banner={banner} alt={label} />
      )
    default:
      return (
        <div className="overflow-hidden rounded-lg">
          <BannerImage banner={banner} alt={label} />
        </div>
      )
  }
}

/** The shop's banners for this viewer, already filtered by audience on the server. */
export function BannerList({ banners, base }: { banners: PageBanner[]; base: string }) {
  const t = useT()
  if (banners.length === 0) return null
  return (
    <section aria-labelledby="banners-title">
      <h2 id="banners-title" className="sr-only">
        {t('banners.title')}
      </h2>
      <ul className="grid gap-4 md:grid-cols-2">
        {banners.map((banner) => (
          <li key={banner.id} data-banner-target={banner.target}>
            <BannerCard banner={banner} base={base} />
          </li>
        ))}
      </ul>
    </section>
  )
}
