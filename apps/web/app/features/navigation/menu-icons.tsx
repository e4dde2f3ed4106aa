import type { MenuIcon } from '@tianguis/core/menu-apps'
import type { ReactNode } from 'react'
import { c, Icon, type IconName, IconSvg } from './icons'

/**
 * The icons of the signed-in viewer's menus and of the admin side bar's apps (MENU_ICONS in
 * core's menu-apps.ts), kept out of the frame's icons.tsx: they load with those menus.
 */
const MENU_ICONS = {
  bell: <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a2 2 0 0 0 3.4 0" />,
  cart: (
    <>
      <path d="M3 3h2l2.4 12.2a2 2 0 0 0 2 1.8h8.2a2 2 0 0 0 2-1.6L21 8H6" />
      {c(9, 21, 1)}
      {c(18, 21, 1)}
    </>
  ),
  external: <path d="M14 3h7v7M21 3l-9 9M19 14v7H3V5h7" />,
  dashboard: <path d="M3 3h7v9H3zM14 3h7v5h-7zM14 12h7v9h-7zM3 16h7v5H3z" />,
  orders: <path d="M9 2h6v4H9zM7 4H5v18h14V4h-2M9 12h6M9 16h6" />,
  dispatch: (
    <>
      <path d="M1 4h14v12H1zM15 8h4l3 3v5h-7" />
      {c(5.5, 18.5, 2)}
      {c(18.5, 18.5, 2)}
    </>
  ),
  products: <path d="M21 8l-9-5-9 5v8l9 5 9-5zM3 8l9 5 9-5M12 13v8" />,
  catalogues: (
    <path d="M4 19.5A2.5 2.5 0 0 1 6.5 17H20V2H6.5A2.5 2.5 0 0 0 4 4.5zM4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5" />
  ),
  finance: <path d="M3 3v18h18M7 15l4-4 3 3 5-6" />,
  wallet: <path d="M3 7h18v13H3zM16 14h.01M3 7l12-4v4" />,
  invoice: <path d="M14 2H6v20h12V6zM14 2v4h4M8 13h8M8 17h8" />,
  staff: (
    <>
      {c(9, 7, 4)}
      <path d="M2 21a7 7 0 0 1 14 0M16 3.1a4 4 0 0 1 0 7.8M22 21a7 7 0 0 0-4-6.3" />
    </>
  ),
  qr: <path d="M3 3h7v7H3zM14 3h7v7h-7zM3 14h7v7H3zM14 14h3v3h-3zM18 18h3v3h-3z" />,
  franchise: <path d="M3 9l1.5-6h15L21 9M3 9h18v12H3zM9 21v-6h6v6" />,
  supplier: (
    <>
      <path d="M1 4h14v12H1zM15 8h4l3 3v5h-7" />
      {c(5.5, 18.5, 2)}
      {c(18.5, 18.5, 2)}
    </>
  ),
  network: (
    <>
      {c(18, 5, 3)}
      {c(6, 12, 3)}
      {c(18, 19, 3)}
      <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
    </>
  ),
  commission: (
    <>
      <path d="M19 5 5 19" />
      {c(6.5, 6.5, 2.5)}
      {c(17.5, 17.5, 2.5)}
    </>
  ),
  campaign: <path d="M3 10v4h3l5 4V6l-5 4zM15 8a5 5 0 0 1 0 8M18 5a9 9 0 0 1 0 14" />,
} satisfies Record<string, ReactNode> & Record<Exclude<MenuIcon, IconName>, ReactNode>

export type MenuIconName = keyof typeof MENU_ICONS | IconName

/** A decorative icon of these menus, or one of the frame's. */
export function MenuAppIcon({ name, size }: { name: MenuIconName; size?: number }) {
  return name in MENU_ICONS ? (
    <IconSvg size={size}>{MENU_ICONS[name as keyof typeof MENU_ICONS]}</IconSvg>
  ) : (
    <Icon name={name as IconName} size={size} />
  )
}
