import type { ToastKind } from '@tianguis/core/toasts'
import { TOAST_DEFAULT_MS } from '@tianguis/core/toasts'
import { useEffect, useState } from 'react'
import { useT } from '../../i18n/use-t'
import { toast } from './toast'

/** The toaster's edge colours (toaster.tsx), so the toast looks the same before and after hand-over. */
const EDGES: Record<ToastKind, string> = {
  success: 'border-l-green-700',
  info: 'border-l-sky-700',
  warning: 'border-l-amber-600',
  error: 'border-l-red-700',
}

/**
 * A toast that comes with the page: the outcome of a form posted without JavaScript and
 * redirected here (`?hecho=…`, decision 037). The server draws it, so it shows without
 * JavaScript, and CSS hides it when its time is up; its close link is the same address without
 * the mark. With JavaScript the toast system takes it over once the page hydrates (announced,
 * pausable, closable with Escape) and the mark leaves the address, so a reload does not repeat it.
 * The page sends 'toast.close' with its messages.
 */
export function FlashToast({
  title,
  message,
  kind = 'success',
  closeHref,
  param = 'hecho',
  durationMs = TOAST_DEFAULT_MS[kind],
}: {
  title: string
  message?: string
  kind?: ToastKind
  /** This page's address without the mark. */
  closeHref: string
  param?: string
  /** How long it shows, when a case of 001 §8 says (a 7 s warning); else the kind's. */
  durationMs?: number
}) {
  const t = useT()
  const [handedOver, setHandedOver] = useState(false)
  useEffect(() => {
    toast({ title, ...(message ? { message } : {}), kind, durationMs })
    setHandedOver(true)
    const url = new URL(window.location.href)
    url.searchParams.delete(param)
    window.history.replaceState(window.history.state, '', url)
  }, [title, message, kind, durationMs, param])
  if (handedOver) return null
  return (
    <div
      data-flash-toast=""
      style={{ animationDelay: `${durationMs}ms` }}
      className={`fixed inset-x-2 bottom-2 z-50 flex animate-[toast-expire_1ms_linear_forwards] items-start gap-3 rounded-md border border-gray-200 border-l-4 bg-white ${EDGES[kind]} p-3 text-gray-900 shadow-lg sm:inset-x-auto sm:top-4 sm:right-4 sm:bottom-auto sm:w-96`}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="font-semibold">{title}</p>
        {message ? <p className="text-gray-700 text-sm">{message}</p> : null}
      </div>
      <a
        href={closeHref}
        className="-m-1 flex h-8 w-8 shrink-0 items-center justify-center rounded text-gray-700 text-xl hover:bg-gray-100"
      >
        <span aria-hidden="true">×</span>
        <span className="sr-only">{t('toast.close')}</span>
      </a>
    </div>
  )
}
