import type { ReactNode } from 'react'

/** A message about the whole form: errors are announced at once (role=alert), successes politely. */
export function Alert({ tone, children }: { tone: 'error' | 'success' | 'info'; children: ReactNode }) {
  const styles = {
    error: 'border-red-700 bg-red-50 text-red-800',
    success: 'border-green-700 bg-green-50 text-green-900',
    info: 'border-sky-700 bg-sky-50 text-sky-900',
  }[tone]
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`rounded-md border-l-4 px-4 py-3 ${styles}`}>
      {children}
    </div>
  )
}
