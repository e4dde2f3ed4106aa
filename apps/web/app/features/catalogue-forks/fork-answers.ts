import type { CampaignLink, CatalogueForkResult } from '@tianguis/core/contracts/catalogue-forks'

/** What the catalogue page's copy actions answer (catalogue-forks.server.ts). */
export type ForkAnswer =
  | { intent: 'fork'; result: CatalogueForkResult; target: string }
  | { intent: 'share'; link: CampaignLink }
  | { intent: 'duplicate-failed'; invalidName: boolean }
  | { intent: 'share-failed' }
  | { intent: 'failed' }

/** The forked catalogue's products, fetched once the 'forking' state is over. */
export interface ForkedProducts {
  names: string[]
  total: number
}

/** The DOM event a fork dispatches with its result (001 §3 'FORK_CATALOGUE … carry the results'). */
export const FORK_CATALOGUE_EVENT = 'FORK_CATALOGUE'
