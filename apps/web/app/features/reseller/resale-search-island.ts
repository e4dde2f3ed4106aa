import { island } from '../../lib/island'

/**
 * The reseller's search field as an island (decisions 051, 077): the server renders it with its
 * datalist, and the combobox's code (fetching suggestions as one types) comes with the page's
 * first press (a click or Tab into the field, a key), never with the page's first load.
 */
export const ResaleSearchIsland = island(() =>
  import('./resale-search-field').then((m) => m.ResaleSearchField),
)
