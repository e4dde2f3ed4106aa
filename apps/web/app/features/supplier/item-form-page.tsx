import type { ItemType } from '@tianguis/core/items'
import type { MessageKey } from '../../i18n/es-MX'
import { useT } from '../../i18n/use-t'
import { shopHome } from '../../lib/shop-base'
import { NotFound } from '../errors/not-found'
import { usePageHeading } from '../shop/use-shop'
import type { ItemFormState } from './form-state'
import { ItemForm } from './item-form'
import type { ItemFormAction, ItemFormLoad } from './item-form.server'
import { supplierPaths } from './paths'

const CREATE_TITLES = {
  product: 'supplier.new.product',
  service: 'supplier.new.service',
  experience: 'supplier.new.experience',
} as const satisfies Record<ItemType, MessageKey>

/** A create or edit page: the form with the action's answer if there is one, or the not-found page. */
export function ItemFormPage({ load, answer }: { load: ItemFormLoad; answer: ItemFormAction | undefined }) {
  const t = useT()
  const titleAs = usePageHeading()
  if (!load.found || answer?.notFound) {
    return <NotFound homeHref={shopHome(load.base)} titleAs={titleAs} />
  }
  const state: ItemFormState =
    answer?.state ??
    (answer && 'message' in answer ? { ...load.state, message: answer.message, revision: -1 } : load.state)
  const editing = load.name !== null
  return (
    <ItemForm
      key={state.revision}
      type={load.type}
      state={state}
      title={editing ? t('supplier.edit.title', { name: load.name ?? '' }) : t(CREATE_TITLES[load.type])}
      titleAs={titleAs}
      listHref={supplierPaths.list(load.base)}
      submitLabel={t(editing ? 'supplier.form.save' : 'supplier.form.create')}
    />
  )
}
