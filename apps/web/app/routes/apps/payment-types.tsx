import type { StripHandle } from '../../features/catalogues/strip-place'
import { usePageHeading } from '../../features/shop/use-shop'
import { supplierPaths } from '../../features/supplier/paths'
import { loadPaymentTypes, savePaymentTypes } from '../../features/supplier/payment-types.server'
import { PaymentTypesForm } from '../../features/supplier/payment-types-form'
import { supplierMeta } from '../../features/supplier/supplier-meta'
import { withMessages } from '../../i18n/messages.server'
import { useT } from '../../i18n/use-t'
import { Alert } from '../../ui/alert'
import type { Route } from './+types/payment-types'

// A task page (a supplier's own set-up): no catalogue strip above it (decision 038).
export const handle: StripHandle = { catalogueStrip: 'none' }

/** /:shop?/apps/me/payment-types: the methods the supplier takes (decision 060); anonymous → login. */
export const loader = withMessages(['supplierPayments'], ({ request, context, params }: Route.LoaderArgs) => {
  return loadPaymentTypes(request, context, params.shop)
})

/** The form's post: PUT /api/v1/me/supplier/payment-types, then back here saying it was saved. */
export function action({ request, context, params }: Route.ActionArgs) {
  return savePaymentTypes(request, context, params.shop)
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return supplierMeta(matches, 'supplierPayments.title')
}

export default function PaymentTypes({ loaderData, actionData }: Route.ComponentProps) {
  const titleAs = usePageHeading()
  const t = useT()
  if (loaderData.refused) {
    // Someone who may not sell (a guest, an unconfirmed email): the API's reason, nothing to choose.
    const Title = titleAs
    return (
      <section className="mx-auto flex w-full max-w-2xl flex-col gap-4">
        <Title className="font-bold text-2xl text-gray-900">{t('supplierPayments.title')}</Title>
        <Alert tone="error">{loaderData.refused}</Alert>
      </section>
    )
  }
  return (
    <PaymentTypesForm
      chosen={actionData?.chosen ?? loaderData.chosen}
      available={loaderData.available}
      saved={loaderData.saved}
      failure={actionData?.failure ?? null}
      listHref={supplierPaths.list(loaderData.base)}
      titleAs={titleAs}
    />
  )
}
