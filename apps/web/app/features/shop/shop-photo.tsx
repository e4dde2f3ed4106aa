import { LOGO_THUMBNAIL } from '@tianguis/core/constants'
import type { PageShop } from './page-shop'
import { photoClasses } from './theme'

/** The shop's logo in the header, shaped by photo_display at the §9 thumbnail size; its initial when there is none. */
export function ShopPhoto({ shop }: { shop: Pick<PageShop, 'name' | 'photo' | 'photo_display'> }) {
  const classes = photoClasses(shop.photo_display)
  const rectangle = shop.photo_display.endsWith('rec')
  if (shop.photo) {
    // The shop name is right beside it (or read out from the h1), so the image is decorative.
    return (
      <img
        src={shop.photo}
        alt=""
        width={rectangle ? LOGO_THUMBNAIL.rectangleWidth : LOGO_THUMBNAIL.width}
        height={LOGO_THUMBNAIL.height}
        className={`shrink-0 ${classes}`}
      />
    )
  }
  return (
    <span
      aria-hidden="true"
      className={`${classes} flex shrink-0 items-center justify-center bg-[var(--color2)] font-bold text-[var(--on-color2)]`}
    >
      {shop.name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  )
}
