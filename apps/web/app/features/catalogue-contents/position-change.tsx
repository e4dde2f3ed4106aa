import { POSITION_RELOAD_DELAY_MS } from '@tianguis/core/constants'
import { TOAST_CASES } from '@tianguis/core/toasts'
import { useEffect, useRef, useState } from 'react'
import { useRevalidator } from 'react-router'
import { useT } from '../../i18n/use-t'
import { toast } from '../toasts/toast'
import { callApi, cataloguePath } from './contents-api'
import type { ContentsAdmin, ContentsRow } from './contents-types'

/**
 * 001 §4 'Position change': a dropdown of the places 1 up to the catalogue's count; the choice is
 * sent zero-based (`queue_position`), a blocking 'Position updating' overlay shows, and on success
 * the list reloads after 8 s. 001 §8: `updating_position_error` on a 400 is a warning to try again
 * later, another 400 a generic failure, anything else a try-again error toast.
 */
export function PositionChange({
  admin,
  row,
  total,
}: {
  admin: ContentsAdmin
  row: ContentsRow
  total: number
}) {
  const t = useT()
  const revalidator = useRevalidator()
  const [updating, setUpdating] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const change = async (place: number) => {
    setUpdating(true)
    const result = await callApi(
      'PUT',
      cataloguePath(admin.shopSlug, admin.catalogueId, `/products/${row.id}/position`),
      { queue_position: place },
    )
    if (result.ok) {
      timer.current = setTimeout(() => {
        void revalidator.revalidate().finally(() => setUpdating(false))
      }, POSITION_RELOAD_DELAY_MS)
      return
    }
    setUpdating(false)
    if (result.status === 400 && result.code === 'updating_position_error') {
      toast({
        kind: 'warning',
        durationMs: TOAST_CASES.invalidProduct.durationMs,
        title: t('catalogueContents.positionBusy'),
      })
    } else if (result.status === 400) {
      toast({
        kind: 'error',
        title: t('catalogueContents.errorTitle'),
        message: t('catalogueContents.positionFailed'),
      })
    } else {
      toast({
        kind: 'error',
        title: t('catalogueContents.errorTitle'),
        message: t('catalogueContents.tryAgain'),
      })
    }
  }

  return (
    <>
      <form
        className="flex flex-col gap-1"
        onSubmit={(event) => {
          event.preventDefault()
          const place = Number(new FormData(event.currentTarget).get('position'))
          if (Number.isInteger(place) && place >= 0) void change(place)
        }}
      >
        <label className="flex flex-col gap-1 text-sm">
          <span>{t('catalogueContents.changePosition')}</span>
          <select
            name="position"
            defaultValue={row.position}
            className="rounded-md border border-gray-400 bg-white px-2 py-1 text-gray-900 text-sm"
          >
            {Array.from({ length: Math.max(total, row.position + 1) }, (_, place) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a place is its own identity
              <option key={place} value={place}>
                {place + 1}
              </option>
            ))}
          </select>
        </label>
        <button
          type="submit"
          disabled={updating}
          className="cursor-pointer self-start rounded-md border border-current px-3 py-1 text-sm"
        >
          {t('catalogueContents.positionSubmit')}
        </button>
      </form>
      {updating ? (
        <div
          role="alertdialog"
          aria-modal="true"
          aria-busy="true"
          aria-label={t('catalogueContents.positionUpdating')}
          className="fixed inset-0 z-50 flex items-center justify-center bg-black/40"
        >
          <p className="rounded-lg bg-white px-6 py-4 font-medium text-gray-900 shadow-lg">
            {t('catalogueContents.positionUpdating')}
          </p>
        </div>
      ) : null}
    </>
  )
}
