import { useLocation } from 'react-router'
import { useT } from '../../i18n/use-t'
import { lazyPart } from '../../lib/island'
import { useShop } from '../shop/use-shop'
import { ItemCataloguesIsland } from './item-catalogues-island'
import { addOutcomeOf, cataloguesPagePath, OUTCOME_PARAM } from './outcome'

// Only after a form posted without JavaScript: its code is fetched then, never otherwise.
const FlashToast = lazyPart(() => import('../toasts/flash-toast').then((m) => m.FlashToast))

/**
 * Where the item page mounts 'Agregar a un catálogo' (decision 074): for the admins of the shop
 * being viewed only (not in a proxy shop, 001 §6), so visitors' pages carry none of it; and the
 * outcome of its forms posted without JavaScript (`?catalogo=`), shown as a toast.
 */
export function ItemCatalogues({ item }: { item: { id: string; name: string } }) {
  const t = useT()
  const { shop } = useShop()
  const { pathname, search, key } = useLocation()
  if (!shop || shop.is_proxy || !shop.viewer_can.includes('shop.update')) return null
  const outcome = addOutcomeOf(new URLSearchParams(search).get(OUTCOME_PARAM))
  return (
    <>
      <ItemCataloguesIsland
        shop={shop.slug}
        itemId={item.id}
        name={item.name}
        pagePath={cataloguesPagePath(pathname.replace(/\/+$/, ''))}
      />
      {outcome === 'added' ? (
        <FlashToast
          key={key}
          param={OUTCOME_PARAM}
          title={t('itemCatalogues.addedTitle')}
          message={t('itemCatalogues.added')}
          closeHref={pathname}
        />
      ) : null}
      {outcome === 'failed' ? (
        <FlashToast
          key={key}
          param={OUTCOME_PARAM}
          kind="error"
          title={t('itemCatalogues.errorTitle')}
          message={t('itemCatalogues.failed')}
          closeHref={pathname}
        />
      ) : null}
    </>
  )
}
