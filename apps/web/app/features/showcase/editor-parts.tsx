import { IMAGE_REJECTED_TOAST_MS } from '@tianguis/core/constants'
import type { ReactNode } from 'react'
import { Form, Link } from 'react-router'
import { useT } from '../../i18n/use-t'
import { Button } from '../../ui/button'
import { SelectField } from '../../ui/select-field'
import { TextField } from '../../ui/text-field'
import { usePageHeading } from '../shop/use-shop'
import { FlashToast } from '../toasts/flash-toast'
import type { EditorAnswer } from './showcase.server'

export const AUDIENCE_OPTIONS = ['all', 'anon', 'ul0', 'ul1', 'ul2'] as const

/** The editor's frame: its title, a close link back to the shop's home (closing resets to the list). */
export function EditorFrame({
  title,
  closeHref,
  children,
}: {
  title: string
  closeHref: string
  children: ReactNode
}) {
  const t = useT()
  const Heading = usePageHeading()
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6">
      <div className="flex items-start justify-between gap-4">
        <Heading className="font-bold text-2xl text-gray-900">{title}</Heading>
        <Link to={closeHref} className="rounded-md border border-gray-400 px-3 py-1 text-gray-900 text-sm">
          {t('showcase.close')}
        </Link>
      </div>
      {children}
    </div>
  )
}

/** The toasts of a form's answer: the server's message or 'Ocurrió un error'; a refused image for 15 s. */
export function AnswerToasts({ answer, closeHref }: { answer: EditorAnswer | undefined; closeHref: string }) {
  const t = useT()
  if (!answer) return null
  if (answer.imageRejected) {
    return (
      <FlashToast
        key={answer.at}
        kind="error"
        title={answer.imageRejected}
        durationMs={IMAGE_REJECTED_TOAST_MS}
        closeHref={closeHref}
      />
    )
  }
  if (answer.suggestions) return null
  return (
    <FlashToast
      key={answer.at}
      kind="error"
      title={answer.message ?? t('showcase.failure')}
      closeHref={closeHref}
    />
  )
}

/** 'Exito' and what was done, after a save or a delete redirected to the list (001 §8). */
export function DoneToast({ message, closeHref }: { message: string | null; closeHref: string }) {
  const t = useT()
  return message ? <FlashToast title={t('showcase.success')} message={message} closeHref={closeHref} /> : null
}

export function AudienceField({ value, error }: { value: string; error: string | undefined }) {
  const t = useT()
  return (
    <SelectField
      name="target"
      label={t('showcase.field.target')}
      defaultValue={value || 'all'}
      error={error}
      options={AUDIENCE_OPTIONS.map((value) => ({ value, label: t(`showcase.target.${value}`) }))}
    />
  )
}

/**
 * The product of a header or slide: its id (sent, 001 §5), its name, and a search by name among
 * what the shop sells (the items' suggestions, 10 at most) posted with the form (`intent=search`),
 * so it works without JavaScript.
 */
export function ProductPicker({
  answer,
  product,
  productName,
  error,
}: {
  answer: EditorAnswer | undefined
  product: string
  productName: string
  error: string | undefined
}) {
  const t = useT()
  const suggestions = answer?.suggestions
  return (
    <fieldset className="flex flex-col gap-2 rounded-md border border-gray-300 p-3">
      <legend className="px-1 font-medium text-gray-900 text-sm">{t('showcase.field.product')}</legend>
      {suggestions && suggestions.length > 0 ? (
        <div className="flex flex-col gap-1">
          {suggestions.map((item, index) => (
            <label key={item.id} className="flex items-center gap-2 text-gray-900 text-sm">
              <input type="radio" name="product" value={item.id} defaultChecked={index === 0 && !product} />
              {item.name}
            </label>
          ))}
        </div>
      ) : (
        <>
          <input type="hidden" name="product" value={product} />
          <input type="hidden" name="product_name" value={productName} />
          <p className="text-gray-800 text-sm">{productName || product || t('showcase.field.productNone')}</p>
        </>
      )}
      {suggestions && suggestions.length === 0 ? (
        <p className="text-gray-700 text-sm">{t('showcase.field.noResults')}</p>
      ) : null}
      <div className="flex items-end gap-2">
        <div className="flex-1">
          <TextField
            name="product_q"
            label={t('showcase.field.productSearch')}
            defaultValue={answer?.values.product_q ?? ''}
            autoComplete="off"
          />
        </div>
        <Button type="submit" name="intent" value="search" variant="secondary" formNoValidate>
          {t('showcase.field.search')}
        </Button>
      </div>
      {error ? <p className="font-medium text-red-700 text-sm">{error}</p> : null}
    </fieldset>
  )
}

/** The list's pages of 10 (001 §9: header list 10). */
/** A list's count and its add button (001 §4: the list shows how many there are). */
export function ListHead({
  count,
  testId,
  addHref,
  addLabel,
}: {
  count: string
  testId: string
  addHref: string
  addLabel: string
}) {
  return (
    <div className="flex items-center justify-between gap-4">
      <p data-testid={testId} className="font-medium text-gray-900">
        {count}
      </p>
      <Link
        to={addHref}
        className="rounded-md bg-[var(--accent)] px-4 py-2 font-medium text-[var(--on-accent)]"
      >
        {addLabel}
      </Link>
    </div>
  )
}

export function Pager({ offset, total, href }: { offset: number; total: number; href: string }) {
  const t = useT()
  if (total <= 10) return null
  return (
    <nav className="flex gap-4">
      {offset > 0 ? (
        <Link to={`${href}?desde=${Math.max(0, offset - 10)}`}>{t('showcase.previous')}</Link>
      ) : null}
      {offset + 10 < total ? <Link to={`${href}?desde=${offset + 10}`}>{t('showcase.next')}</Link> : null}
    </nav>
  )
}

/** A row's delete: a form post (without JavaScript too). */
export function DeleteButton({ id, label }: { id: string; label: string }) {
  const t = useT()
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={id} />
      <Button variant="link" aria-label={`${t('showcase.delete')} ${label}`} className="text-red-800">
        {t('showcase.delete')}
      </Button>
    </Form>
  )
}
