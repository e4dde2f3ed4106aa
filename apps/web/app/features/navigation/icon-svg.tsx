import type { ReactNode } from 'react'

export const c = (cx: number, cy: number, r: number) => <circle cx={cx} cy={cy} r={r} />

/** The 24×24 frame every icon is drawn in. */
export function IconSvg({
  size = 20,
  className = '',
  children,
}: {
  size?: number | undefined
  className?: string | undefined
  children: ReactNode
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
      {children}
    </svg>
  )
}
