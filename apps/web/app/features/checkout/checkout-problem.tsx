import { useT } from '../../i18n/use-t'
import { Alert } from '../../ui/alert'

/** A checkout that could not be started or read (002 §8: purchase cannot be made, stock…). */
export function CheckoutProblem({
  title,
  message,
  homeHref,
}: {
  title: string
  message: string
  homeHref: string
}) {
  const t = useT()
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6">
      <h1 className="font-bold text-2xl">{title}</h1>
      <Alert tone="error">{message}</Alert>
      <a href={homeHref} className="underline">
        {t('checkout.paid.back')}
      </a>
    </div>
  )
}
