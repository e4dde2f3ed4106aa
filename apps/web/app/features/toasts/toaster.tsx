import type { ToastKind } from '@tianguis/core/toasts'
import {
  type FocusEvent,
  type PointerEvent,
  useEffect,
  useLayoutEffect,
  useRef,
  useSyncExternalStore,
} from 'react'
import { createPortal } from 'react-dom'
import { toastEn, toastEsAR, toastEsMX } from '../../i18n/toast.messages'
import { createToastController } from './toast-controller'
import { mountToaster, TOAST_REGION_IDS } from './toast-regions'
import type { ToastRecord } from './toast-types'

/**
 * What draws the toasts, fetched with the first one (toast.ts). The root layout's ToastRegions
 * renders it once it has loaded, so a toast outlives the page that showed it. Each toast's text
 * also goes into the page's live regions (toast-regions.tsx), which screen readers already know,
 * so it is announced: errors assertively, the rest politely.
 */
export const controller = createToastController()

const LABELS = { 'es-MX': toastEsMX, 'es-AR': toastEsAR, en: toastEn }
function labels() {
  const lang = document.documentElement.lang as keyof typeof LABELS
  return LABELS[lang] ?? toastEsMX
}

// The kind shows as a coloured edge and a sign; the title says what happened in words.
const KIND_STYLE: Record<ToastKind, { edge: string; sign: string }> = {
  success: { edge: 'border-l-green-700', sign: '✓' },
  info: { edge: 'border-l-sky-700', sign: 'i' },
  warning: { edge: 'border-l-amber-600', sign: '!' },
  error: { edge: 'border-l-red-700', sign: '×' },
}

function announcement(toast: ToastRecord) {
  return toast.message ? `${toast.title}. ${toast.message}` : toast.title
}

function Toast({ toast, text }: { toast: ToastRecord; text: ReturnType<typeof labels> }) {
  const style = KIND_STYLE[toast.kind]
  return (
    <li
      data-toast-id={toast.id}
      data-toast-kind={toast.kind}
      aria-labelledby={`${toast.id}-title`}
      className={`pointer-events-auto flex items-start gap-3 rounded-md border border-gray-200 border-l-4 bg-white p-3 text-gray-900 shadow-lg motion-safe:animate-[toast-in_180ms_ease-out] ${style.edge}`}
    >
      <span aria-hidden="true" className="mt-0.5 w-4 text-center font-bold">
        {style.sign}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p id={`${toast.id}-title`} className="font-semibold">
          {toast.title}
        </p>
        {toast.message ? <p className="text-gray-700 text-sm">{toast.message}</p> : null}
        {toast.action ? (
          <button
            type="button"
            onClick={() => controller.undo(toast.id)}
            className="cursor-pointer self-start font-semibold text-sm underline underline-offset-2 hover:no-underline"
          >
            {text[toast.action === 'undo' ? 'toast.undo' : 'toast.cancel']}
          </button>
        ) : null}
      </div>
      <button
        type="button"
        aria-label={text['toast.close']}
        onClick={() => controller.dismiss(toast.id)}
        className="-m-1 flex h-8 w-8 shrink-0 cursor-pointer items-center justify-center rounded text-gray-700 text-xl hover:bg-gray-100"
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  )
}

function Toaster() {
  const stack = useSyncExternalStore(controller.subscribe, controller.snapshot)
  const region = useRef<HTMLElement>(null)
  const hovered = useRef(false)
  const focused = useRef(false)
  const text = labels()
  const pauseIf = () => controller.setPaused(hovered.current || focused.current)

  // Escape closes the toast that has focus, else the newest, unless something else took the key.
  // A layout effect: the toaster mounts with its first toast, and the key must work from the frame
  // that toast is painted in, not from whenever passive effects run after it.
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return
      const shown = controller.snapshot().shown
      const inside = (document.activeElement?.closest('[data-toast-id]') as HTMLElement | null)?.dataset
        .toastId
      const target = inside ?? (openPopover() ? undefined : shown[0]?.id)
      if (target) controller.dismiss(target)
    }
    // In the window's capture phase, before React's own listener on the document: React stops a key
    // pressed inside a part not hydrated yet (an island, decision 051) from going further, and a toast
    // must close with Escape whatever part of the page has the focus.
    addEventListener('keydown', onKey, true)
    return () => removeEventListener('keydown', onKey, true)
  }, [])

  // A mouse resting on a toast holds it; a touch is a tap, not a rest. Any leave ends the hold.
  const onPointer = (over: boolean) => (event: PointerEvent) => {
    if (over && event.pointerType !== 'mouse') return
    hovered.current = over
    pauseIf()
  }
  const onFocus = (inside: boolean) => (event: FocusEvent) => {
    if (!inside && region.current?.contains(event.relatedTarget as Node | null)) return
    focused.current = inside
    pauseIf()
  }
  // A toast that closes while hovered or focused takes the pause with it.
  useEffect(() => {
    if (stack.shown.length === 0 && (hovered.current || focused.current)) {
      hovered.current = false
      focused.current = false
      pauseIf()
    }
  })

  const polite = document.getElementById(TOAST_REGION_IDS.polite)
  const assertive = document.getElementById(TOAST_REGION_IDS.assertive)
  const spoken = (errors: boolean) =>
    stack.shown.filter((t) => (t.kind === 'error') === errors).map((t) => <p key={t.id}>{announcement(t)}</p>)
  return (
    <>
      {stack.shown.length > 0 ? (
        <section
          ref={region}
          aria-label={text['toast.region']}
          onPointerEnter={onPointer(true)}
          onPointerLeave={onPointer(false)}
          onFocus={onFocus(true)}
          onBlur={onFocus(false)}
          className="pointer-events-none fixed inset-x-2 bottom-2 z-50 sm:inset-x-auto sm:top-4 sm:right-4 sm:bottom-auto sm:w-96"
        >
          <ol className="flex flex-col gap-2">
            {stack.shown.map((t) => (
              <Toast key={t.id} toast={t} text={text} />
            ))}
          </ol>
        </section>
      ) : null}
      {polite ? createPortal(spoken(false), polite) : null}
      {assertive ? createPortal(spoken(true), assertive) : null}
    </>
  )
}

function openPopover() {
  try {
    return document.querySelector(':popover-open') !== null
  } catch {
    return false
  }
}

mountToaster(Toaster)
