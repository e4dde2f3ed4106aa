import { CATALOGUE_NAME_MAX } from '@tianguis/core/constants'
import {
  type DuplicatePage,
  loadDuplicatePage,
} from '../../../features/catalogue-forks/duplicate-page.server'
import { NotFound } from '../../../features/errors/not-found'
import { SectionFrame } from '../../../features/sections/section-page'
import { SECTION_MESSAGES } from '../../../features/sections/sections.server'
import { useShop } from '../../../features/shop/use-shop'
import { withMessages } from '../../../i18n/messages.server'
import { useT } from '../../../i18n/use-t'
import { metaT } from '../../../lib/meta'
import { shopHome } from '../../../lib/shop-base'
import { Button } from '../../../ui/button'
import { TextField } from '../../../ui/text-field'
import type { Route } from './+types/catalogo-duplicar'

/**
 * /catalogos/:slug/duplicar: 'Duplicar catálogo' without JavaScript (decision 076). With it the
 * catalogue page opens the same form in place. The form posts to the catalogue's `copias` route,
 * which opens the copy, or lands here again with the refused name and 'Invalid name' on the field.
 */
export const loader = withMessages(
  (data: DuplicatePage) => (data.found ? SECTION_MESSAGES.catalogues : []),
  ({ request, context, params }: Route.LoaderArgs) => loadDuplicatePage(request, context, params),
)

export function meta({ matches, loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const t = metaT(matches)
  const title = loaderData?.found
    ? t('sections.catalogue.forks.duplicateTitle', { name: loaderData.catalogue.name })
    : t('notFound.title')
  // A step of a form, never a page to index.
  return [{ title }, { name: 'robots', content: 'noindex' }]
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const { base } = useShop()
  if (!loaderData.found) return <NotFound homeHref={shopHome(base)} />
  const { catalogue, action, key, name, error } = loaderData
  const list = `${base}/catalogos`
  const page = `${list}/${encodeURIComponent(catalogue.slug)}`
  return (
    <SectionFrame
      crumbs={[
        { label: t('sections.home'), href: shopHome(base) },
        { label: t('sections.catalogues'), href: list },
        { label: catalogue.name, href: page },
        { label: t('sections.catalogue.forks.duplicate') },
      ]}
      title={t('sections.catalogue.forks.duplicateTitle', { name: catalogue.name })}
    >
      {/* A plain form: the route answers it with a redirect either way. */}
      <form method="post" action={action} className="flex max-w-xl flex-col gap-3">
        <input type="hidden" name="intent" value="duplicate" />
        <input type="hidden" name="id" value={catalogue.id} />
        <input type="hidden" name="key" value={key} />
        <TextField
          name="name"
          label={t('sections.catalogue.forks.name')}
          required
          maxLength={CATALOGUE_NAME_MAX}
          defaultValue={name}
          error={error === 'name' ? t('sections.catalogue.forks.invalidName') : undefined}
        />
        {error === 'failed' ? (
          <p role="alert" className="text-red-800">
            {t('sections.catalogue.forks.duplicateFailed')}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-4">
          <Button>{t('sections.catalogue.forks.save')}</Button>
          <a href={page} className="font-medium underline underline-offset-2">
            {t('sections.catalogue.forks.cancel')}
          </a>
        </div>
      </form>
    </SectionFrame>
  )
}
