import type { ReactNode } from 'react'
import { c, IconSvg } from './icon-svg'

export { c, IconSvg }

/**
 * Line icons drawn inline (no icon font, no library): 24×24, stroked with currentColor. These are
 * the frame's parts' (islands, decision 051: they load with them); the cart button's is its own
 * (cart-button.tsx), the signed-in and staff menus' are in menu-icons.tsx, loaded with those menus.
 */
const ICONS = {
  search: (
    <>
      {c(11, 11, 7)}
      <path d="m20 20-4.2-4.2" />
    </>
  ),
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
  settings: (
    <>
      {c(12, 12, 3)}
      <path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1" />
    </>
  ),
} satisfies Record<string, ReactNode>

export type IconName = keyof typeof ICONS

/** A square icon button of the navbar (the account corner's). */
export const iconButton = 'inline-flex h-10 w-10 items-center justify-center rounded-md hover:bg-black/10'

/** A decorative icon: the control around it carries the accessible name. */
export function Icon({ name, size, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <IconSvg size={size} className={className}>
      {ICONS[name]}
    </IconSvg>
  )
}
