import { Form, Link, useNavigation } from 'react-router'
import { useT } from '../../i18n/use-t'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'

/** The confirmation step before an item is deleted for good. */
export function DeleteConfirm({
  name,
  listHref,
  failure,
  titleAs: Title,
}: {
  name: string
  listHref: string
  failure: string | null
  titleAs: 'h1' | 'h2'
}) {
  const t = useT()
  const busy = useNavigation().state === 'submitting'
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col gap-4 rounded-lg border border-gray-200 bg-white p-6">
      <Title className="font-bold text-2xl text-gray-900">{t('supplier.delete.title', { name })}</Title>
      <p className="text-gray-700">{t('supplier.delete.text')}</p>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <Form method="post" className="flex flex-wrap items-center gap-4">
        <Button variant="secondary" disabled={busy} className="text-red-800">
          {t('supplier.delete.confirm')}
        </Button>
        <Link to={listHref} className="font-medium underline underline-offset-2">
          {t('supplier.delete.cancel')}
        </Link>
      </Form>
    </section>
  )
}
