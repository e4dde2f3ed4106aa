import { useState } from 'react'
import { Form } from 'react-router'
import { useT } from '../../i18n/use-t'
import type { PageShare } from './page-shared'

/**
 * 'Compartir esta compra' on the checkout page (decision 054), for customers with an account: a
 * form that makes the link once (the page's action, `intent=share`), then the link in a read-only
 * field with 'Copiar enlace'. Copying needs the clipboard (script); without it the field is
 * selected on focus and copied by hand.
 */
export function ShareSection({ share, disabled = false }: { share: PageShare | null; disabled?: boolean }) {
  const t = useT()
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(share!.url)
      setCopied('copied')
    } catch {
      setCopied('failed')
    }
  }
  return (
    <section
      aria-labelledby="share-title"
      className="flex flex-col gap-3 rounded-lg border border-gray-200 p-4"
    >
      <h3 id="share-title" className="font-semibold text-lg">
        {t('sharedCheckout.share.title')}
      </h3>
      <p className="text-gray-700 text-sm">{t('sharedCheckout.share.intro')}</p>
      {share ? (
        <>
          <label htmlFor="share-link" className="font-medium text-sm">
            {t('sharedCheckout.share.link')}
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              id="share-link"
              readOnly
              value={share.url}
              onFocus={(event) => event.currentTarget.select()}
              className="min-w-0 flex-1 rounded-md border border-gray-300 px-3 py-2 text-sm"
            />
            <button
              type="button"
              onClick={copy}
              className="rounded-md border border-gray-400 px-4 py-2 font-medium hover:bg-gray-50"
            >
              {t('sharedCheckout.share.copy')}
            </button>
          </div>
          <p className="text-gray-700 text-sm">
            {t('sharedCheckout.share.expires', { date: share.expiresOn })}
          </p>
          <p role="status" className="text-sm">
            {copied === 'copied'
              ? t('sharedCheckout.share.copied')
              : copied === 'failed'
                ? t('sharedCheckout.share.copyFailed')
                : ''}
          </p>
        </>
      ) : (
        <Form method="post">
          <input type="hidden" name="intent" value="share" />
          <button
            type="submit"
            disabled={disabled}
            className="rounded-md border border-gray-400 px-4 py-2 font-medium hover:bg-gray-50 disabled:opacity-50"
          >
            {t('sharedCheckout.share.create')}
          </button>
        </Form>
      )}
    </section>
  )
}
