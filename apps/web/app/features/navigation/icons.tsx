import type { MenuIcon } from '@tianguis/core/menu-apps'
import type { ReactNode } from 'react'

const c = (cx: number, cy: number, r: number) => <circle cx={cx} cy={cy} r={r} />

/** Line icons drawn inline (no icon font, no library): 24×24, stroked with currentColor. */
const ICONS = {
  search: (
    <>
      {c(11, 11, 7)}
      <path d="m20 20-4.2-4.2" />
    </>
  ),
  cart: (
    <>
      <path d="M3 3h2l2.4 12.2a2 2 0 0 0 2 1.8h8.2a2 2 0 0 0 2-1.6L21 8H6" />
      {c(9, 21, 1)}
      {c(18, 21, 1)}
    </>
  ),
  bell: <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a2 2 0 0 0 3.4 0" />,
  user: (
    <>
      {c(12, 8, 4)}
      <path d="M4 21a8 8 0 0 1 16 0" />
    </>
  ),
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  close: <path d="M18 6 6 18M6 6l12 12" />,
  plus: <path d="M12 5v14M5 12h14" />,
  moon: <path d="M21 12.8A9 9 0 1 1 11.2 3 7 7 0 0 0 21 12.8z" />,
  sun: (
    <>
      {c(12, 12, 4)}
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </>
  ),
  chat: <path d="M21 11.5a8.4 8.4 0 0 1-12.3 7.4L3 21l2.1-5.7A8.4 8.4 0 1 1 21 11.5z" />,
  mail: <path d="M3 5h18v14H3zM3 7l9 6 9-6" />,
  phone: (
    <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z" />
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
  settings: (
    <>
      {c(12, 12, 3)}
      <path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1" />
    </>
  ),
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
} satisfies Record<string, ReactNode> & Record<MenuIcon, ReactNode>

export type IconName = keyof typeof ICONS

/** A decorative icon: the control around it carries the accessible name. */
export function Icon({
  name,
  size = 20,
  className = '',
}: {
  name: IconName
  size?: number
  className?: string
}) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`shrink-0 ${className}`}
    >
      {ICONS[name]}
    </svg>
  )
}
