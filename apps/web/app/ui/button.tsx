import type { ButtonHTMLAttributes } from 'react'

const VARIANTS = {
  /** Filled with the page accent (the shop's colour1, or the platform's). */
  primary: 'bg-[var(--accent)] text-[var(--on-accent)] hover:opacity-90',
  secondary: 'border border-current bg-transparent hover:bg-black/5',
  link: 'underline underline-offset-2 hover:no-underline px-0 py-0',
} as const

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof VARIANTS
}

export function Button({ variant = 'primary', className = '', type = 'submit', ...props }: ButtonProps) {
  const padding = variant === 'link' ? '' : 'rounded-md px-4 py-2'
  return (
    <button
      type={type}
      className={`cursor-pointer font-medium disabled:opacity-60 ${padding} ${VARIANTS[variant]} ${className}`}
      {...props}
    />
  )
}
