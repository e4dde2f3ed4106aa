import { useState } from 'react'
import { Link } from 'react-router'
import type { MessageKey } from '../../i18n/es-MX'
import { useT } from '../../i18n/use-t'
import { tourKey } from './tour-key'

const STEPS: { text: MessageKey; path: string | null }[] = [
  { text: 'tour.step1', path: 'admin/configuracion' },
  { text: 'tour.step2', path: 'admin/banners' },
  { text: 'tour.step3', path: null },
]

/**
 * The shop admin's first-visit guided tour (002 §2 "setup tour", §7 setup-apps; decision 097): three
 * steps pointing at the settings, the banners and the admin side bar. Finishing or skipping it
 * turns it off on the server (PATCH …/setup-apps, errors ignored as 002 §9 says) and in this
 * browser at once (localStorage), so it does not show again while the server's answer is cached.
 * Loaded only for shop admins whose tour is on (shop-shell.tsx's gate).
 */
export function SetupTour({ slug, base, onClose }: { slug: string; base: string; onClose: () => void }) {
  const t = useT()
  const [step, setStep] = useState(0)
  const current = STEPS[step]!
  const last = step === STEPS.length - 1
  const close = () => {
    try {
      localStorage.setItem(tourKey(slug), 'off')
    } catch {
      // Private browsing without storage: the server's flag is enough.
    }
    void fetch(`/api/v1/shops/${encodeURIComponent(slug)}/setup-apps`, {
      method: 'PATCH',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ show_tour: false }),
    }).catch(() => {})
    onClose()
  }
  return (
    <section
      aria-label={t('tour.label')}
      data-setup-tour=""
      className="fixed right-4 bottom-20 z-40 flex w-80 max-w-[calc(100vw-2rem)] flex-col gap-3 rounded-lg border border-gray-300 bg-white p-4 text-gray-900 shadow-xl"
    >
      <p className="font-semibold">{t('tour.label')}</p>
      <p className="text-gray-700 text-sm">{t('tour.progress', { n: step + 1, total: STEPS.length })}</p>
      <p>
        {current.path ? (
          <Link to={`${base}/${current.path}`} className="underline underline-offset-4">
            {t(current.text)}
          </Link>
        ) : (
          t(current.text)
        )}
      </p>
      <div className="flex items-center justify-between gap-2">
        <button type="button" onClick={close} className="cursor-pointer text-sm underline">
          {t('tour.skip')}
        </button>
        <button
          type="button"
          onClick={() => (last ? close() : setStep(step + 1))}
          className="cursor-pointer rounded-md bg-gray-900 px-3 py-2 font-medium text-sm text-white"
        >
          {last ? t('tour.done') : t('tour.next')}
        </button>
      </div>
    </section>
  )
}
