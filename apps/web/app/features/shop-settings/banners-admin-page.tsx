import type { Banner } from '@tianguis/core/contracts/banners'
import { ACTION_TYPES, AUDIENCES } from '@tianguis/core/shop-kinds'
import { TOAST_CASES } from '@tianguis/core/toasts'
import { type ChangeEvent, useState } from 'react'
import { Form, Link } from 'react-router'
import type { MessageKey } from '../../i18n/es-MX'
import { useT } from '../../i18n/use-t'
import { Button } from '../../ui/button'
import { PHOTO_ACCEPT, photoProblem } from '../supplier/upload-check'
import { FlashToast } from '../toasts/flash-toast'
import { toast } from '../toasts/toast'
import type { BannerFailure, BannerMark } from './banners-admin.server'

const INPUT = 'rounded-md border border-gray-500 bg-white px-3 py-2 text-gray-900'
const DONE_TEXT: Record<BannerMark, MessageKey> = {
  creado: 'bannersAdmin.created',
  actualizado: 'bannersAdmin.updated',
  borrado: 'bannersAdmin.deleted',
}

/**
 * One banner image (000 §5): a file that breaks the upload rules is refused as soon as it is
 * chosen, with the spec's words as a 15 s toast; the action and the API check again, and their
 * refusal (a form sent without JavaScript) shows under the field.
 */
function ImageInput({
  id,
  name,
  label,
  error,
  hint,
}: {
  id: string
  name: string
  label: string
  error?: string
  hint?: string
}) {
  const t = useT()
  const [refused, setRefused] = useState(false)
  const message = refused ? t('supplier.photos.rejected') : error
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    const bad = file ? photoProblem(file) !== null : false
    if (bad) {
      event.target.value = ''
      const [title = '', ...rest] = t('supplier.photos.rejected').split(' - ')
      const { kind, durationMs } = TOAST_CASES.imageRejected
      toast({ kind, durationMs, title, message: rest.join(' - ') })
    }
    setRefused(bad)
  }
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium text-sm">
        {label}
      </label>
      <input
        id={id}
        type="file"
        name={name}
        accept={PHOTO_ACCEPT}
        onChange={onChange}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        className="text-sm"
      />
      {hint ? <p className="text-gray-700 text-sm">{hint}</p> : null}
      {message ? (
        <p id={`${id}-error`} className="font-medium text-red-800 text-sm">
          {message}
        </p>
      ) : null}
    </div>
  )
}

/** The create or edit form of one banner: images, action, link, audience and position. */
function BannerForm({ current, failure }: { current: Banner | null; failure: BannerFailure | null }) {
  const t = useT()
  const key = current?.id ?? 'new'
  const mine = failure && failure.id === (current?.id ?? null) ? failure : null
  const value = (name: string, stored: string | number | null | undefined) =>
    mine?.values[name] ?? (stored === null || stored === undefined ? '' : String(stored))
  const error = (name: string) => mine?.fields[name]
  const field = (name: string, label: string, input: React.ReactNode, hint?: string) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${key}-${name}`} className="font-medium text-sm">
        {label}
      </label>
      {input}
      {hint ? <p className="text-gray-700 text-sm">{hint}</p> : null}
      {error(name) ? (
        <p id={`${key}-${name}-error`} className="font-medium text-red-800 text-sm">
          {error(name)}
        </p>
      ) : null}
    </div>
  )
  const invalid = (name: string) =>
    error(name) ? { 'aria-invalid': true, 'aria-describedby': `${key}-${name}-error` } : {}
  return (
    <Form method="post" encType="multipart/form-data" noValidate className="flex flex-col gap-3">
      <input type="hidden" name="intent" value={current ? 'update' : 'create'} />
      {current ? <input type="hidden" name="id" value={current.id} /> : null}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {(['hzt', 'vrt'] as const).map((side) => (
          <ImageInput
            key={side}
            id={`${key}-${side}_image`}
            name={`${side}_file`}
            label={t(`bannersAdmin.${side}_image`)}
            error={error(`${side}_image`)}
            hint={current ? t('bannersAdmin.keepImage') : undefined}
          />
        ))}
      </div>
      {field(
        'action_type',
        t('bannersAdmin.action_type'),
        <select
          id={`${key}-action_type`}
          name="action_type"
          defaultValue={value('action_type', current?.action_type ?? 'none')}
          className={INPUT}
          {...invalid('action_type')}
        >
          {ACTION_TYPES.map((action) => (
            <option key={action} value={action}>
              {t(`bannersAdmin.action.${action}`)}
            </option>
          ))}
        </select>,
      )}
      {field(
        'url',
        t('bannersAdmin.url'),
        <input
          id={`${key}-url`}
          name="url"
          defaultValue={value('url', current?.url)}
          maxLength={2048}
          className={INPUT}
          {...invalid('url')}
        />,
        t('bannersAdmin.urlHint'),
      )}
      {field(
        'product_name',
        t('bannersAdmin.product_name'),
        <input
          id={`${key}-product_name`}
          name="product_name"
          defaultValue={value('product_name', current?.product_name)}
          maxLength={200}
          className={INPUT}
          {...invalid('product_name')}
        />,
      )}
      <div className="grid grid-cols-2 gap-3">
        {field(
          'target',
          t('bannersAdmin.target'),
          <select
            id={`${key}-target`}
            name="target"
            defaultValue={value('target', current?.target ?? 'all')}
            className={INPUT}
            {...invalid('target')}
          >
            {AUDIENCES.map((audience) => (
              <option key={audience} value={audience}>
                {t(`bannersAdmin.target.${audience}`)}
              </option>
            ))}
          </select>,
        )}
        {field(
          'position',
          t('bannersAdmin.position'),
          <input
            id={`${key}-position`}
            name="position"
            type="number"
            min={0}
            max={1000}
            defaultValue={value('position', current?.position)}
            className={INPUT}
            {...invalid('position')}
          />,
        )}
      </div>
      <div>
        <Button>{current ? t('bannersAdmin.update') : t('bannersAdmin.create')}</Button>
      </div>
    </Form>
  )
}

/**
 * `{shop}/admin/banners` (000 §3, §7, §8; decision 097): the shop's banners in order, each with its
 * edit form and its delete button, a page of ten at a time, and the new-banner form. The outcome
 * is 000 §8's toast: 'Exito' with the action's sentence, or 'Error' / 'Ocurrió un error', 5 s.
 */
export function BannersAdminPage({
  banners,
  total,
  offset,
  pageSize,
  done,
  failure,
  closeHref,
  titleAs: Heading,
}: {
  banners: Banner[]
  total: number
  offset: number
  pageSize: number
  done: BannerMark | null
  failure: BannerFailure | null
  closeHref: string
  titleAs: 'h1' | 'h2'
}) {
  const t = useT()
  const Sub = Heading === 'h1' ? 'h2' : 'h3'
  const { durationMs } = TOAST_CASES.bannerSuccess
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6">
      {done ? (
        <FlashToast
          title={t('bannersAdmin.success')}
          message={t(DONE_TEXT[done])}
          closeHref={closeHref}
          durationMs={durationMs}
        />
      ) : null}
      {failure ? (
        <FlashToast
          kind="error"
          title={t('bannersAdmin.error')}
          message={t('bannersAdmin.failed')}
          closeHref={closeHref}
          param="error"
          durationMs={TOAST_CASES.bannerFailure.durationMs}
        />
      ) : null}
      <Heading className="font-bold text-2xl text-gray-900">{t('bannersAdmin.title')}</Heading>
      <p className="text-gray-700">{t('bannersAdmin.intro')}</p>
      {banners.length === 0 ? <p className="text-gray-700">{t('bannersAdmin.empty')}</p> : null}
      <ol className="flex flex-col gap-6">
        {banners.map((item) => (
          <li key={item.id} className="flex flex-col gap-3 rounded-lg border border-gray-300 p-4">
            <Sub className="font-semibold text-gray-900">
              {t('bannersAdmin.edit')} {item.position + 1}
            </Sub>
            <picture>
              <source media="(min-width: 640px)" srcSet={item.hzt_image} />
              <img
                src={item.vrt_image}
                alt=""
                width={320}
                height={160}
                className="h-40 w-auto rounded object-contain"
                loading="lazy"
                decoding="async"
              />
            </picture>
            <BannerForm current={item} failure={failure} />
            <Form method="post">
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="id" value={item.id} />
              <Button variant="secondary">{t('bannersAdmin.delete')}</Button>
            </Form>
          </li>
        ))}
      </ol>
      {total > pageSize ? (
        <nav className="flex gap-4">
          {offset > 0 ? (
            <Link to={`?desde=${Math.max(0, offset - pageSize)}`} className="underline">
              {t('bannersAdmin.previous')}
            </Link>
          ) : null}
          {offset + pageSize < total ? (
            <Link to={`?desde=${offset + pageSize}`} className="underline">
              {t('bannersAdmin.next')}
            </Link>
          ) : null}
        </nav>
      ) : null}
      <section className="flex flex-col gap-3 rounded-lg border border-gray-300 p-4">
        <Sub className="font-semibold text-gray-900">{t('bannersAdmin.new')}</Sub>
        <BannerForm current={null} failure={failure} />
      </section>
    </div>
  )
}
