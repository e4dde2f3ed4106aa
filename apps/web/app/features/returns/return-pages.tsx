import { photoOfSize } from '@tianguis/core/photo-sizes'
import { RETURN_PHOTOS_MAX } from '@tianguis/core/returns/reasons'
import { Form } from 'react-router'
import type { MessageKey } from '../../i18n/es-MX'
import { useT } from '../../i18n/use-t'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { FlashToast } from '../toasts/flash-toast'
import { RETURN_TABS, type ReturnTab, returnPaths } from './paths'
import type { ReturnFormPage, ReturnPage, ReturnsListPage } from './returns.server'

/**
 * The returns pages (decision 091) as plain HTML: the request form is one form with a fieldset
 * per question of core's reason tree (the answers off the path taken are ignored), the return's
 * page has three tabs as links (`?pestana=`), and the shop's forms post back with a toast.
 */
type FormAnswer = { failure: string; values: Record<string, string>; photos?: string[] } | undefined
const k = (key: string) => key as MessageKey
const link = 'font-medium underline underline-offset-2'

export function ReturnFormView({
  page,
  answer,
}: {
  page: Extract<ReturnFormPage, { found: true }>
  answer: FormAnswer
}) {
  const t = useT()
  const eligible = page.lines.filter((line) => line.eligible)
  const orderHref = `${page.base}/mis-compras/${encodeURIComponent(page.orderId)}`
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6">
      <h1 className="font-bold text-2xl">{t('returns.form.title', { id: page.orderId })}</h1>
      {answer?.failure ? <Alert tone="error">{answer.failure}</Alert> : null}
      {eligible.length === 0 ? (
        <p>
          {page.lines.some((line) => line.refusal === 'return_time_expired')
            ? t('returns.expired')
            : t('returns.form.none')}
        </p>
      ) : (
        <Form method="post" encType="multipart/form-data" className="flex flex-col gap-4">
          <fieldset className="flex flex-col gap-2">
            <legend className="font-semibold">{t('returns.form.line')}</legend>
            {eligible.map((line, index) => (
              <label key={line.line_id} className="flex flex-col gap-1 rounded border p-3">
                <span className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="line_id"
                    value={line.line_id}
                    defaultChecked={
                      (answer?.values.line_id ?? eligible[0]?.line_id) === line.line_id || index === -1
                    }
                    required
                  />
                  {t('returns.detail.product', { quantity: line.quantity, name: line.name })}
                </span>
                {line.terms ? (
                  <span className="text-sm">
                    {t(k(`returns.terms.fees.${line.terms.fees}`))}{' '}
                    {t('returns.terms.offered', { amount: line.offered ?? '' })}
                    {line.terms.policy_legend ? ` ${line.terms.policy_legend}` : ''}
                  </span>
                ) : null}
                {line.deadlineText ? (
                  <span className="text-sm">{t('returns.until', { date: line.deadlineText })}</span>
                ) : null}
              </label>
            ))}
          </fieldset>
          <label className="flex flex-col gap-1">
            <span className="font-semibold">{t('returns.form.quantity')}</span>
            <input
              type="number"
              name="quantity"
              min={1}
              defaultValue={answer?.values.quantity ?? '1'}
              className="w-24 rounded border px-2 py-1"
            />
          </label>
          <input
            type="hidden"
            name="electronics"
            value={eligible.some((line) => line.electronics) ? '1' : '0'}
          />
          {page.questions
            .filter((question) => !question.onlyElectronics || eligible.some((line) => line.electronics))
            .map((question) => (
              <fieldset key={question.id} className="flex flex-col gap-1">
                <legend className="font-semibold">{t(k(question.key))}</legend>
                {question.answers.map((one) => (
                  <label key={one.id} className="flex items-center gap-2">
                    <input type="radio" name={`q_${question.id}`} value={one.id} />
                    {t(k(one.key))}
                  </label>
                ))}
              </fieldset>
            ))}
          <label className="flex flex-col gap-1">
            <span className="font-semibold">{t('returns.form.description')}</span>
            <textarea
              name="description"
              maxLength={1000}
              defaultValue={answer?.values.description ?? ''}
              className="rounded border px-2 py-1"
            />
            <span className="text-sm">{t('returns.form.descriptionHint')}</span>
          </label>
          <PhotoFields kept={answer?.photos ?? []} />
          <Button className="self-start">{t('returns.form.submit')}</Button>
        </Form>
      )}
      <a href={orderHref} className={link}>
        {t('returns.form.back')}
      </a>
    </div>
  )
}

/**
 * The request's photos (002 §2 'description and photos'): plain file fields, one a photo, up to
 * five; ones already uploaded by a refused post ride along hidden, and only the free slots remain.
 */
function PhotoFields({ kept }: { kept: string[] }) {
  const t = useT()
  const free = Math.max(0, RETURN_PHOTOS_MAX - kept.length)
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="font-semibold">{t('returns.form.photos')}</legend>
      <p className="text-sm">{t('returns.form.photosHint', { max: RETURN_PHOTOS_MAX })}</p>
      {kept.length > 0 ? (
        <p className="text-sm">{t('returns.form.photosKept', { count: kept.length })}</p>
      ) : null}
      {kept.map((photo) => (
        <input key={photo} type="hidden" name="photos" value={photo} />
      ))}
      {Array.from({ length: free }, (_, slot) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the slots are fixed places, not a list that moves
        <label key={slot} className="flex flex-col gap-1 text-sm">
          {t('returns.form.photoLabel', { n: kept.length + slot + 1 })}
          <input
            type="file"
            name="new_photos"
            accept=".jpg,.jpeg,.png,.svg,image/jpeg,image/png,image/svg+xml"
            className="file:mr-2 file:rounded-md file:border file:border-gray-400 file:bg-white file:px-2 file:py-1"
          />
        </label>
      ))}
    </fieldset>
  )
}

function Tabs({ current }: { current: ReturnTab }) {
  const t = useT()
  return (
    <nav aria-label={t('returns.detail.tabs')} className="flex gap-4 border-b">
      {(Object.keys(RETURN_TABS) as ReturnTab[]).map((tab) => (
        <a
          key={tab}
          href={`?pestana=${RETURN_TABS[tab]}`}
          aria-current={tab === current ? 'page' : undefined}
          className={tab === current ? 'border-b-2 border-current pb-1 font-semibold' : 'pb-1'}
        >
          {t(k(`returns.detail.tab.${tab}`))}
        </a>
      ))}
    </nav>
  )
}

export function ReturnView({
  page,
  answer,
}: {
  page: Extract<ReturnPage, { found: true }>
  answer: FormAnswer
}) {
  const t = useT()
  const { detail, money } = page.view
  const shop = page.side === 'shop'
  const back = shop
    ? returnPaths.list(page.base)
    : `${page.base}/mis-compras/${encodeURIComponent(detail.order_id)}`
  const toast =
    page.mark === 'started'
      ? t('returns.started')
      : page.mark === 'closed'
        ? t('returns.closed')
        : page.mark === 'refunded'
          ? t('returns.refunded', { amount: page.markAmount ?? '' })
          : page.mark === 'refundFailed'
            ? t('returns.refundFailed')
            : page.mark === 'refundPending'
              ? t('returns.refundPending')
              : page.mark === 'noted'
                ? t('returns.noted')
                : null
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6">
      {toast ? (
        <FlashToast
          title={toast}
          kind={page.mark === 'refundFailed' ? 'error' : 'success'}
          closeHref={page.closeHref}
        />
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="font-bold text-2xl">{t('returns.detail.title', { id: detail.id })}</h1>
        <span className="rounded-full border px-2 py-0.5 text-sm" data-return-status={detail.status}>
          {t(k(`returns.detail.status.${detail.status}`))}
        </span>
      </div>
      {answer?.failure ? <Alert tone="error">{answer.failure}</Alert> : null}
      <Tabs current={page.tab} />
      {page.tab === 'request' ? (
        <section className="flex flex-col gap-2">
          <p>{t('returns.detail.order', { id: detail.order_id })}</p>
          <p className="font-semibold">
            {t('returns.detail.product', { quantity: detail.quantity, name: detail.item_name })}
          </p>
          <p>{t('returns.detail.reason', { reason: t(k(`returns.reasonName.${detail.reason}`)) })}</p>
          {detail.description ? <p className="whitespace-pre-line">{detail.description}</p> : null}
          {detail.photos.length > 0 ? (
            <>
              <h2 className="mt-3 font-semibold">{t('returns.detail.photos')}</h2>
              <ul className="flex flex-wrap gap-2">
                {detail.photos.map((photo, index) => (
                  <li key={photo}>
                    <a href={photo}>
                      <img
                        src={photoOfSize(photo, 'thumb')}
                        alt={t('returns.detail.photoAlt', { n: index + 1 })}
                        width={96}
                        height={96}
                        className="h-24 w-24 rounded border object-cover"
                      />
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <h2 className="mt-3 font-semibold">{t('returns.terms.title')}</h2>
          <p>{t(k(`returns.terms.policy.${detail.terms.policy}`))}</p>
          {detail.terms.policy_legend ? <p>{detail.terms.policy_legend}</p> : null}
          <p>{t(k(`returns.terms.fees.${detail.terms.fees}`))}</p>
          <p>{t('returns.terms.offered', { amount: money.offered ?? '' })}</p>
          {detail.terms.deducted.return_shipping.amount > 0 ? (
            <p>{t('returns.terms.deductedShipping', { amount: money.deductedShipping ?? '' })}</p>
          ) : null}
          {detail.terms.deducted.restocking.amount > 0 ? (
            <p>{t('returns.terms.deductedRestocking', { amount: money.deductedRestocking ?? '' })}</p>
          ) : null}
          {detail.label_url ? (
            <a href={detail.label_url} className={link}>
              {t('returns.label.download')}
            </a>
          ) : detail.terms.label === 'inbox' ? (
            <p>{t('returns.label.inbox')}</p>
          ) : null}
        </section>
      ) : null}
      {page.tab === 'record' ? (
        <section className="flex flex-col gap-3">
          {page.view.notes.length === 0 ? <p>{t('returns.detail.noNotes')}</p> : null}
          <ol className="flex flex-col gap-2">
            {page.view.notes.map((note) => (
              <li key={note.id} className="rounded border p-2">
                <p className="text-sm">
                  {note.at} · {t(k(`returns.event.${note.event}`))}
                  {shop ? ` · ${t(k(`returns.note.${note.visibility}`))}` : ''}
                </p>
                {note.text ? <p>{note.text}</p> : null}
              </li>
            ))}
          </ol>
          {shop ? (
            <Form method="post" className="flex flex-col gap-2">
              <input type="hidden" name="intent" value="note" />
              <label className="flex flex-col gap-1">
                <span>{t('returns.admin.noteText')}</span>
                <textarea name="text" required maxLength={500} className="rounded border px-2 py-1" />
              </label>
              <fieldset className="flex gap-4">
                <legend>{t('returns.admin.noteVisibility')}</legend>
                <label className="flex items-center gap-1">
                  <input type="radio" name="visibility" value="client" defaultChecked />
                  {t('returns.note.client')}
                </label>
                <label className="flex items-center gap-1">
                  <input type="radio" name="visibility" value="internal" />
                  {t('returns.note.internal')}
                </label>
              </fieldset>
              <Button className="self-start">{t('returns.admin.addNote')}</Button>
            </Form>
          ) : null}
        </section>
      ) : null}
      {page.tab === 'refunds' ? (
        <section className="flex flex-col gap-3">
          {page.view.refunds.length === 0 ? <p>{t('returns.detail.noRefunds')}</p> : null}
          <ul className="flex flex-col gap-2">
            {page.view.refunds.map((refund) => (
              <li
                key={refund.id}
                className="flex flex-wrap items-center gap-3"
                data-refund-status={refund.status}
              >
                <span>
                  {refund.at} ·{' '}
                  {t('returns.refund.line', {
                    amount: refund.amount,
                    status: t(k(`returns.refund.status.${refund.status}`)),
                  })}
                </span>
                {shop && refund.status !== 'success' && detail.status === 'open' ? (
                  <Form method="post">
                    <input type="hidden" name="intent" value="retry" />
                    <input type="hidden" name="refund" value={refund.id} />
                    <Button variant="secondary">{t('returns.admin.retry')}</Button>
                  </Form>
                ) : null}
              </li>
            ))}
          </ul>
          {shop && detail.status === 'open' ? (
            <Form method="post" className="flex flex-col gap-2">
              <input type="hidden" name="intent" value="refund" />
              <p>{t('returns.admin.refundable', { amount: money.refundable ?? '' })}</p>
              <label className="flex flex-col gap-1">
                <span>{t('returns.admin.amount')}</span>
                <input
                  name="amount"
                  inputMode="decimal"
                  required
                  defaultValue={answer?.values.amount ?? ''}
                  className="w-40 rounded border px-2 py-1"
                />
              </label>
              <Button className="self-start">{t('returns.admin.refund')}</Button>
            </Form>
          ) : null}
        </section>
      ) : null}
      {shop && detail.closing_offered ? (
        <Form method="post" className="flex flex-col gap-1">
          <input type="hidden" name="intent" value="close" />
          <p className="text-sm">{t('returns.admin.closeHint')}</p>
          <Button variant="secondary" className="self-start">
            {t('returns.admin.close')}
          </Button>
        </Form>
      ) : null}
      <a href={back} className={link}>
        {shop ? t('returns.admin.back') : t('returns.detail.back')}
      </a>
    </div>
  )
}

export function ShopReturnsList({ page }: { page: Extract<ReturnsListPage, { found: true }> }) {
  const t = useT()
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4 px-4 py-6">
      <h1 className="font-bold text-2xl">{t('returns.admin.title')}</h1>
      {page.returns.length === 0 ? <p>{t('returns.admin.empty')}</p> : null}
      <ul className="flex flex-col gap-2">
        {page.returns.map((one) => (
          <li key={one.id} className="rounded border p-3">
            <a href={returnPaths.admin(page.base, one.id)} className={link}>
              {t('returns.detail.title', { id: one.id })}
            </a>
            <p className="text-sm">
              {one.createdText} ·{' '}
              {t('returns.detail.product', { quantity: one.quantity, name: one.item_name })} ·{' '}
              {t(k(`returns.detail.status.${one.status}`))} · {t(k(`returns.reasonName.${one.reason}`))}
            </p>
          </li>
        ))}
      </ul>
    </div>
  )
}
