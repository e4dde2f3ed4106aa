import { CATALOGUE_DROPDOWN_MAX_HEIGHT_PX } from '@tianguis/core/constants'
import { useId } from 'react'
import { useT } from '../../i18n/use-t'

export interface AvailableCatalogue {
  id: string
  name: string
}

/**
 * The owner's catalogues this shop does not show (000 §9: "50 on the product page"; decision
 * 078), under the shop's own in the item page's control. Each choice says what it does: the
 * catalogue is shown in the shop, then the item goes in. With JavaScript each is a button
 * (`onPick`); without, a form posting `intent=available` to the control's page (`action`).
 */
export function AvailableCatalogues(
  props: { catalogues: AvailableCatalogue[]; busy?: boolean } & (
    | { onPick: (catalogue: AvailableCatalogue) => void; action?: undefined }
    | { action: string; onPick?: undefined }
  ),
) {
  const t = useT()
  const heading = useId()
  const choice =
    'w-full cursor-pointer rounded px-2 py-1 text-left text-sm hover:bg-gray-100 disabled:opacity-60'
  return (
    <section aria-labelledby={heading} className="flex flex-col gap-1">
      <h3 id={heading} className="font-semibold text-gray-900 text-sm">
        {t('itemCatalogues.availableTitle')}
      </h3>
      <p className="text-gray-700 text-xs">{t('itemCatalogues.availableHint')}</p>
      <ul
        style={{ maxHeight: CATALOGUE_DROPDOWN_MAX_HEIGHT_PX }}
        className="flex flex-col gap-1 overflow-y-auto"
      >
        {props.catalogues.map((catalogue) => (
          <li key={catalogue.id}>
            {props.onPick ? (
              <button
                type="button"
                disabled={props.busy}
                onClick={() => props.onPick(catalogue)}
                className={choice}
              >
                {t('itemCatalogues.pickAvailable', { catalogue: catalogue.name })}
              </button>
            ) : (
              <form method="post" action={props.action}>
                <input type="hidden" name="intent" value="available" />
                <input type="hidden" name="catalogue" value={catalogue.id} />
                <button type="submit" className={`${choice} border border-gray-300`}>
                  {t('itemCatalogues.pickAvailable', { catalogue: catalogue.name })}
                </button>
              </form>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
