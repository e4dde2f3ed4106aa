import { CAROUSEL_RECOMMENDED_UPLOAD } from '@tianguis/core/constants'
import type { ShopSlide } from '@tianguis/core/contracts/shop-slides'
import { Form, Link, useNavigation } from 'react-router'
import { useT } from '../../i18n/use-t'
import { Button } from '../../ui/button'
import { CheckboxField } from '../../ui/checkbox-field'
import { TextField } from '../../ui/text-field'
import {
  AnswerToasts,
  AudienceField,
  DeleteButton,
  DoneToast,
  EditorFrame,
  ListHead,
  Pager,
  ProductPicker,
} from './editor-parts'
import type { EditorAnswer } from './showcase.server'

/** 001 §5: the image types a slide may have. */
const IMAGE_TYPES = 'image/jpeg,image/png,image/svg+xml'

const DONE_MESSAGES = {
  creado: 'showcase.slides.created',
  actualizado: 'showcase.slides.updated',
  borrado: 'showcase.slides.deleted',
  columnas: 'showcase.slides.columnsSaved',
} as const

/**
 * The carousel editor's list (001 §2, §4): the slides with their pictures, add, edit, delete, and
 * the 1- or 2-column toggle (store_theme_info.columns).
 */
export function SlideList({
  slides,
  total,
  offset,
  columns,
  done,
  answer,
  page,
  closeHref,
}: {
  slides: ShopSlide[]
  total: number
  offset: number
  columns: 1 | 2
  done: keyof typeof DONE_MESSAGES | null
  answer: EditorAnswer | undefined
  page: string
  closeHref: string
}) {
  const t = useT()
  return (
    <EditorFrame title={t('showcase.slides.title')} closeHref={closeHref}>
      <DoneToast message={done ? t(DONE_MESSAGES[done]) : null} closeHref={page} />
      <AnswerToasts answer={answer} closeHref={page} />
      <Form method="post" className="flex flex-wrap items-end gap-3">
        <fieldset className="flex gap-4">
          <legend className="mb-1 font-medium text-gray-900 text-sm">{t('showcase.slides.columns')}</legend>
          {([1, 2] as const).map((n) => (
            <label key={n} className="flex items-center gap-2 text-gray-900 text-sm">
              <input type="radio" name="columns" value={n} defaultChecked={columns === n} />
              {n === 1 ? t('showcase.slides.oneColumn') : t('showcase.slides.twoColumns')}
            </label>
          ))}
        </fieldset>
        <Button name="intent" value="columns" variant="secondary">
          {t('showcase.slides.columnsSave')}
        </Button>
      </Form>
      <ListHead
        count={t('showcase.slides.count', { n: total })}
        testId="slide-count"
        addHref={`${page}/nuevo`}
        addLabel={t('showcase.slides.add')}
      />
      {slides.length === 0 ? <p className="text-gray-700">{t('showcase.slides.empty')}</p> : null}
      <ul className="flex flex-col divide-y divide-gray-200 rounded-md border border-gray-200">
        {slides.map((slide, index) => {
          const label = t('showcase.slides.imageAlt', { n: offset + index + 1 })
          return (
            <li key={slide.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <div className="flex items-center gap-3">
                <img
                  src={slide.hzt_image}
                  alt={label}
                  width={120}
                  height={40}
                  className="h-10 w-[120px] rounded object-cover"
                />
                <span className="text-gray-800 text-sm">
                  {slide.product_name ?? slide.url ?? ''} · {t(`showcase.target.${slide.target}`)}
                </span>
              </div>
              <div className="flex items-center gap-4">
                <Link
                  to={`${page}/${slide.id}`}
                  aria-label={`${t('showcase.edit')} ${label}`}
                  className="font-medium underline underline-offset-2"
                >
                  {t('showcase.edit')}
                </Link>
                <DeleteButton id={slide.id} label={label} />
              </div>
            </li>
          )
        })}
      </ul>
      <Pager offset={offset} total={total} href={page} />
    </EditorFrame>
  )
}

function ImageField({
  name,
  label,
  size,
  current,
  keep,
  error,
}: {
  name: 'hzt_file' | 'vrt_file'
  label: string
  size: { width: number; height: number }
  current: string
  keep: 'hzt_image' | 'vrt_image'
  error: string | undefined
}) {
  const t = useT()
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="font-medium text-gray-900 text-sm">{label}</legend>
      {current ? (
        <div className="flex items-center gap-3">
          <img
            src={current}
            alt={t('showcase.slides.current')}
            width={120}
            height={40}
            className="h-10 w-[120px] rounded object-cover"
          />
          <input type="hidden" name={keep} value={current} />
        </div>
      ) : null}
      <input
        id={`field-${name}`}
        type="file"
        name={name}
        accept={IMAGE_TYPES}
        aria-label={label}
        aria-describedby={`field-${name}-hint`}
        aria-invalid={error ? true : undefined}
        className="text-gray-900 text-sm file:mr-2 file:cursor-pointer file:rounded-md file:border file:border-gray-400 file:bg-white file:px-2 file:py-1"
      />
      <p id={`field-${name}-hint`} className="text-gray-600 text-sm">
        {t('showcase.slides.desktopHint', size)}
      </p>
      {error ? <p className="font-medium text-red-700 text-sm">{error}</p> : null}
    </fieldset>
  )
}

/**
 * The slide form (001 §5): the desktop and phone images (one image with 2 columns), where the
 * slide leads (a link, checked in 1-column mode, or a product), the new-tab choice and the
 * audience. Save or cancel goes back to the list.
 */
export function SlideForm({
  slide,
  columns,
  answer,
  listHref,
  closeHref,
  idempotencyKey,
}: {
  slide: ShopSlide | null
  columns: 1 | 2
  answer: EditorAnswer | undefined
  listHref: string
  closeHref: string
  idempotencyKey: string
}) {
  const t = useT()
  const busy = useNavigation().state !== 'idle'
  const stored: Record<string, string> = {
    hzt_image: slide?.hzt_image ?? '',
    vrt_image: slide?.vrt_image ?? '',
    type: slide?.type ?? 'URL',
    url: slide?.url ?? '',
    url_target: slide?.url_target ? 'on' : '',
    target: slide?.target ?? 'all',
    product: slide?.product ?? '',
    product_name: slide?.product_name ?? '',
  }
  const value = (name: string) => answer?.values[name] ?? stored[name] ?? ''
  const errors = answer?.errors ?? {}
  const here = slide ? `${listHref}/${slide.id}` : `${listHref}/nuevo`
  return (
    <EditorFrame
      title={slide ? t('showcase.slides.editTitle') : t('showcase.slides.newTitle')}
      closeHref={closeHref}
    >
      <AnswerToasts answer={answer} closeHref={here} />
      <Form
        method="post"
        encType="multipart/form-data"
        className="flex flex-col gap-4"
        key={answer?.at ?? 'first'}
      >
        <input type="hidden" name="idempotency_key" value={answer?.key ?? idempotencyKey} />
        {columns === 1 ? (
          <>
            <ImageField
              name="hzt_file"
              keep="hzt_image"
              label={t('showcase.slides.desktop')}
              size={CAROUSEL_RECOMMENDED_UPLOAD.desktop}
              current={value('hzt_image')}
              error={errors.hzt_image}
            />
            <ImageField
              name="vrt_file"
              keep="vrt_image"
              label={t('showcase.slides.mobile')}
              size={CAROUSEL_RECOMMENDED_UPLOAD.mobile}
              current={value('vrt_image')}
              error={errors.vrt_image}
            />
          </>
        ) : (
          <ImageField
            name="hzt_file"
            keep="hzt_image"
            label={t('showcase.slides.single')}
            size={CAROUSEL_RECOMMENDED_UPLOAD.twoColumn}
            current={value('hzt_image')}
            error={errors.hzt_image}
          />
        )}
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 font-medium text-gray-900 text-sm">{t('showcase.slides.type')}</legend>
          {(['URL', 'PRODUCT'] as const).map((type) => (
            <label key={type} className="flex items-center gap-2 text-gray-900 text-sm">
              <input type="radio" name="type" value={type} defaultChecked={value('type') === type} />
              {type === 'URL' ? t('showcase.slides.typeUrl') : t('showcase.slides.typeProduct')}
            </label>
          ))}
        </fieldset>
        {columns === 1 ? (
          <>
            <TextField
              name="url"
              inputMode="url"
              label={t('showcase.field.url')}
              defaultValue={value('url')}
              error={errors.url}
              autoComplete="off"
            />
            <CheckboxField
              name="url_target"
              label={t('showcase.slides.urlTarget')}
              defaultChecked={value('url_target') === 'on'}
            />
          </>
        ) : (
          <p className="text-gray-700 text-sm">{t('showcase.slides.linkHidden')}</p>
        )}
        <ProductPicker
          answer={answer}
          product={value('product')}
          productName={value('product_name')}
          error={errors.product}
        />
        <AudienceField value={value('target')} error={errors.target} />
        <div className="flex flex-wrap items-center gap-4">
          <Button name="intent" value="save" disabled={busy}>
            {busy ? t('showcase.saving') : t('showcase.save')}
          </Button>
          <Link to={listHref} className="font-medium underline underline-offset-2">
            {t('showcase.cancel')}
          </Link>
        </div>
      </Form>
    </EditorFrame>
  )
}
