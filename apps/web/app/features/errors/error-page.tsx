import { useT } from '../../i18n/use-t'
import { MessagePage } from '../../ui/message-page'

/** Any other failure. Details only in development: production pages never show internals. */
export function ErrorPage({ error, homeHref }: { error: unknown; homeHref: string }) {
  const t = useT()
  const details = import.meta.env.DEV && error instanceof Error ? error.stack || error.message : null
  return (
    <MessagePage
      title={t('error.title')}
      text={t('error.text')}
      linkTo={homeHref}
      linkLabel={t('error.back')}
    >
      {details ? (
        <pre className="max-w-full overflow-auto rounded-md bg-gray-100 p-4 text-left text-gray-800 text-xs">
          {details}
        </pre>
      ) : null}
    </MessagePage>
  )
}
