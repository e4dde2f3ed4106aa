import type { ItemType } from '@tianguis/core/items'
import { Form, Link, useNavigation } from 'react-router'
import { useT } from '../../i18n/use-t'
import { Button } from '../../ui/button'
import { ErrorSummary } from './error-summary'
import { BasicsFields } from './fields-basics'
import { ExperienceFields } from './fields-experience'
import { PhotoFields } from './fields-photos'
import { PriceFields } from './fields-price'
import { PublicationFields } from './fields-publication'
import { ReturnFields } from './fields-returns'
import { StockFields } from './fields-stock'
import { VariantFields } from './fields-variants'
import type { ItemFormState } from './form-state'

/**
 * The form for a new or an existing item: every field of the contract in groups, posted with
 * its photos to the page's action (multipart), which uploads them, calls the API and, on a
 * refusal, hands back the same values with each message beside its field.
 */
export function ItemForm({
  type,
  state,
  title,
  titleAs: Title,
  listHref,
  submitLabel,
}: {
  type: ItemType
  state: ItemFormState
  title: string
  titleAs: 'h1' | 'h2'
  listHref: string
  submitLabel: string
}) {
  const t = useT()
  const busy = useNavigation().state === 'submitting'
  const groups = { values: state.values, errors: state.errors }
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Title className="font-bold text-2xl text-gray-900">{title}</Title>
        <Link to={listHref} className="font-medium underline underline-offset-2">
          {t('supplier.form.back')}
        </Link>
      </div>
      <ErrorSummary message={state.message} errors={state.errors} />
      <Form
        method="post"
        encType="multipart/form-data"
        className="group/form flex flex-col gap-6"
        aria-busy={busy || undefined}
      >
        {state.idempotencyKey ? (
          <input type="hidden" name="idempotency_key" value={state.idempotencyKey} />
        ) : null}
        {/* Enter in a field saves: the first submit button is the default one. */}
        <button type="submit" name="intent" value="save" tabIndex={-1} aria-hidden="true" className="sr-only">
          {submitLabel}
        </button>
        <BasicsFields {...groups} />
        <PhotoFields {...groups} />
        {type === 'experience' ? <ExperienceFields {...groups} /> : null}
        <PriceFields {...groups} />
        <VariantFields {...groups} />
        <StockFields {...groups} />
        <PublicationFields {...groups} />
        <ReturnFields {...groups} />
        <div className="flex flex-wrap items-center gap-4">
          <Button name="intent" value="save" disabled={busy}>
            {busy ? t('supplier.form.saving') : submitLabel}
          </Button>
          <Link to={listHref} className="font-medium underline underline-offset-2">
            {t('supplier.form.cancel')}
          </Link>
        </div>
      </Form>
    </div>
  )
}
