import type { MessageKey } from '../../i18n/es-MX'
import type { MessageParams } from '../../i18n/format'
import { metaT } from '../../lib/meta'

type Matches = Parameters<typeof metaT>[0]

/** A supplier page's title; these pages are private, so they are never indexed. */
export function supplierMeta(matches: Matches, key: MessageKey, params?: MessageParams) {
  const t = metaT(matches)
  return [{ title: `${t(key, params)} | ${t('platform.name')}` }, { name: 'robots', content: 'noindex' }]
}
