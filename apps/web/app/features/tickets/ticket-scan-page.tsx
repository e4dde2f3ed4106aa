import { Form } from 'react-router'
import { useT } from '../../i18n/use-t'
import type { ScanOutcome } from './ticket-scan.server'

/**
 * The door's scan page (002 §6 qrreader; decision 083): one field a USB or phone QR reader types
 * the code into (most end with Enter, which sends the form), or a person types it. The answer shows
 * large under it — let in, with the attendee's name, or refused, with why and, for a used ticket,
 * when — and the field comes back empty and focused for the next one. No camera: a reader acting
 * as a keyboard needs no script and no permission.
 */
export function TicketScanPage({
  result,
  titleAs: Heading,
}: {
  result: ScanOutcome | null
  titleAs: 'h1' | 'h2'
}) {
  const t = useT()
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-5 px-4 py-6">
      <Heading className="font-bold text-2xl text-gray-900">{t('ticketScan.title')}</Heading>
      <p className="text-gray-700">{t('ticketScan.intro')}</p>
      <Form method="post" className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex flex-1 flex-col gap-1">
          <label htmlFor="ticket-code" className="font-medium text-gray-900 text-sm">
            {t('ticketScan.code')}
          </label>
          <input
            // A new field after each scan: empty, and focused for the reader's next code.
            key={result?.at ?? 'first'}
            id="ticket-code"
            name="code"
            required
            maxLength={64}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            // biome-ignore lint/a11y/noAutofocus: the page's one field, where a door scanner types; it must have focus.
            autoFocus
            className="rounded-md border border-gray-400 bg-white px-3 py-2 font-mono text-gray-900 text-lg"
          />
        </div>
        <button
          type="submit"
          className="cursor-pointer rounded-md bg-gray-900 px-5 py-2.5 font-semibold text-white hover:bg-gray-700"
        >
          {t('ticketScan.submit')}
        </button>
      </Form>
      {result?.outcome === 'valid' ? (
        <div
          role="status"
          className="flex flex-col gap-1 rounded-lg border-4 border-green-700 bg-green-50 p-5"
        >
          <p className="font-bold text-2xl text-green-900">{t('ticketScan.valid')}</p>
          <p className="font-semibold text-lg">
            {t('ticketScan.who', { name: result.attendee, type: result.type })}
          </p>
          <p className="text-gray-800">{result.experience}</p>
          <p className="font-mono text-gray-700 text-sm">{result.code}</p>
        </div>
      ) : null}
      {result?.outcome === 'refused' ? (
        <div role="alert" className="flex flex-col gap-1 rounded-lg border-4 border-red-700 bg-red-50 p-5">
          <p className="font-bold text-2xl text-red-900">{t('ticketScan.refused')}</p>
          <p className="font-semibold text-lg text-red-900">{result.message}</p>
          <p className="font-mono text-gray-700 text-sm">{result.code}</p>
        </div>
      ) : null}
    </div>
  )
}
