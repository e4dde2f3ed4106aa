import type { ReactNode } from 'react'

/** The frame of an account page: a titled card. h1 on the platform, h2 inside a shop. */
export function AuthCard({
  title,
  titleAs: Title,
  children,
}: {
  title: string
  titleAs: 'h1' | 'h2'
  children: ReactNode
}) {
  return (
    <section
      aria-labelledby="account-title"
      className="mx-auto flex w-full max-w-md flex-col gap-5 rounded-lg border border-gray-200 bg-white p-6 shadow-sm"
    >
      <Title id="account-title" className="font-bold text-2xl text-gray-900">
        {title}
      </Title>
      {children}
    </section>
  )
}
