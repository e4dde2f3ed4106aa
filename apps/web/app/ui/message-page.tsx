import type { ReactNode } from 'react'
import { Link } from 'react-router'

/** A centred page-level message with one way out (not-found pages, generic errors). */
export function MessagePage({
  title,
  text,
  linkTo,
  linkLabel,
  children,
  titleAs: Title = 'h1',
}: {
  /** h2 inside a shop, whose h1 is the shop name. */
  titleAs?: 'h1' | 'h2'
  title: string
  text: string
  linkTo: string
  linkLabel: string
  children?: ReactNode
}) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <Title className="font-bold text-3xl text-gray-900">{title}</Title>
      <p className="text-gray-700 text-lg">{text}</p>
      {children}
      <Link
        to={linkTo}
        className="rounded-md bg-[var(--accent)] px-4 py-2 font-medium text-[var(--on-accent)] hover:opacity-90"
      >
        {linkLabel}
      </Link>
    </section>
  )
}
