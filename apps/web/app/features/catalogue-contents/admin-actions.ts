import type { CatalogueAddResult } from '@tianguis/core/contracts/catalogue-items'
import { TOAST_CASES } from '@tianguis/core/toasts'
import type { Translate } from '../../i18n/format'
import { toast } from '../toasts/toast'
import { callApi, cataloguePath } from './contents-api'
import { announce } from './contents-events'
import type { ContentsAdmin } from './contents-types'

/**
 * The admin's additions and moves (001 §2 options menu, bulk add, §8): each answers with a toast
 * and announces what changed (`ADD_PRODUCT`, `DELETE_PRODUCT`), so the open lists follow.
 */

type Target = ContentsAdmin['catalogues'][number]

/** 001 §8 'Add-products dialog failure': the error toast 'Ocurrio un error al agregar el producto.' */
export function addFailed(t: Translate) {
  toast({
    kind: 'error',
    title: t('catalogueContents.errorTitle'),
    message: t('catalogueContents.addFailed'),
  })
}

/** Adds `productIds` to `target`; true when it worked. */
export async function addToCatalogue(
  t: Translate,
  admin: ContentsAdmin,
  target: Target,
  productIds: string[],
): Promise<boolean> {
  const body = productIds.length === 1 ? { product_id: productIds[0] } : { product_ids: productIds }
  const result = await callApi<CatalogueAddResult>(
    'POST',
    cataloguePath(admin.shopSlug, target.id, '/products'),
    body,
  )
  if (!result.ok) {
    addFailed(t)
    return false
  }
  toast({ kind: 'success', title: t('catalogueContents.addedTo', { name: target.name }) })
  announce('added', { catalogue_id: target.id, product_ids: result.data.added })
  return true
}

/** Makes a catalogue named `name` in the shop (the catalogues' own route), then adds the product. */
export async function addToNewCatalogue(t: Translate, admin: ContentsAdmin, name: string, productId: string) {
  const made = await callApi<{ id: string; name: string }>(
    'POST',
    `/api/v1/shops/${encodeURIComponent(admin.shopSlug)}/catalogues`,
    { name },
  )
  if (!made.ok) {
    toast({
      kind: 'error',
      durationMs: TOAST_CASES.catalogueNotDeleted.durationMs,
      title: t('catalogueContents.errorTitle'),
      message: made.message ?? t('catalogueContents.addFailed'),
    })
    return
  }
  await addToCatalogue(t, admin, { id: made.data.id, name: made.data.name }, [productId])
}

/** Moves `productIds` from this catalogue to `target`. */
export async function moveToCatalogue(
  t: Translate,
  admin: ContentsAdmin,
  target: Target,
  productIds: string[],
) {
  const result = await callApi<{ moved: string[] }>(
    'POST',
    cataloguePath(admin.shopSlug, admin.catalogueId, '/products/move'),
    { product_ids: productIds, catalogue_id: target.id },
  )
  if (!result.ok) {
    toast({
      kind: 'error',
      title: t('catalogueContents.errorTitle'),
      message: t('catalogueContents.tryAgain'),
    })
    return
  }
  toast({ kind: 'success', title: t('catalogueContents.moved', { name: target.name }) })
  announce('deleted', { catalogue_id: admin.catalogueId, product_ids: result.data.moved })
  announce('added', { catalogue_id: target.id, product_ids: result.data.moved })
}
