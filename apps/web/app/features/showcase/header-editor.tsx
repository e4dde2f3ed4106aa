import { HEADER_DESCRIPTION_MAX, HEADER_SUBTITLE_MAX, HEADER_TITLE_MAX } from '@tianguis/core/constants'
import type { ShopHeader } from '@tianguis/core/contracts/shop-headers'
import type { Palette } from '@tianguis/core/palettes'
import { ACTION_TYPES, HEADER_BUTTON_LABEL_MAX } from '@tianguis/core/shop-kinds'
import { Form, Link, useNavigation } from 'react-router'
import { useT } from '../../i18n/use-t'
import { Button } from '../../ui/button'
import { SelectField } from '../../ui/select-field'
import { TextField } from '../../ui/text-field'
import { TextAreaField } from '../../ui/textarea-field'
import { ColoursSection } from '../shop-look/colours-section'
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

const DONE_MESSAGES = {
  creado: 'showcase.headers.created',
  actualizado: 'showcase.headers.updated',
  borrado: 'showcase.headers.deleted',
} as const

/**
 * The header editor's list (001 §4): the shop's headers, 10 at a time, with their count; add,
 * edit and delete; the one the shop shows is marked.
 */
export function HeaderList({
  headers,
  total,
  offset,
  done,
  answer,
  page,
  closeHref,
  colours,
  palettes,
  lookAction,
}: {
  headers: ShopHeader[]
  total: number
  offset: number
  done: keyof typeof DONE_MESSAGES | null
  answer: EditorAnswer | undefined
  page: string
  closeHref: string
  /** The shop's two colours, which the header is drawn in. */
  colours: { color1: string; color2: string }
  palettes: Palette[]
  /** The look editor's path: the colour section posts there and comes back here. */
  lookAction: string
}) {
  const t = useT()
  return (
    <EditorFrame title={t('showcase.headers.title')} closeHref={closeHref}>
      <DoneToast message={done ? t(DONE_MESSAGES[done]) : null} closeHref={page} />
      <AnswerToasts answer={answer} closeHref={page} />
      <p className="text-gray-700">{t('showcase.headers.intro')}</p>
      <ListHead
        count={t('showcase.headers.count', { n: total })}
        testId="header-count"
        addHref={`${page}/nuevo`}
        addLabel={t('showcase.headers.add')}
      />
      {headers.length === 0 ? <p className="text-gray-700">{t('showcase.headers.empty')}</p> : null}
      <ul className="flex flex-col divide-y divide-gray-200 rounded-md border border-gray-200">
        {headers.map((header) => (
          <li key={header.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
            <div className="min-w-0">
              <p className="font-semibold text-gray-900">{header.title}</p>
              {header.subtitle ? <p className="text-gray-700 text-sm">{header.subtitle}</p> : null}
              {header.shown ? <p className="text-green-800 text-sm">{t('showcase.headers.shown')}</p> : null}
            </div>
            <div className="flex items-center gap-4">
              <Link
                to={`${page}/${header.id}`}
                aria-label={`${t('showcase.edit')} ${header.title}`}
                className="font-medium underline underline-offset-2"
              >
                {t('showcase.edit')}
              </Link>
              <DeleteButton id={header.id} label={header.title} />
            </div>
          </li>
        ))}
      </ul>
      <Pager offset={offset} total={total} href={page} />
      <ColoursSection values={colours} failure={null} palettes={palettes} action={lookAction} next={page} />
    </EditorFrame>
  )
}

/**
 * The header form (001 §5): title (required, 30), subtitle (40), description (130), audience,
 * the button's action with its link, label or product. Save or cancel goes back to the list.
 */
export function HeaderForm({
  header,
  answer,
  listHref,
  closeHref,
  idempotencyKey,
}: {
  header: ShopHeader | null
  answer: EditorAnswer | undefined
  listHref: string
  closeHref: string
  idempotencyKey: string
}) {
  const t = useT()
  const busy = useNavigation().state !== 'idle'
  const stored: Record<string, string> = {
    title: header?.title ?? '',
    subtitle: header?.subtitle ?? '',
    description: header?.description ?? '',
    target: header?.target ?? 'all',
    action_type: header?.action_type ?? 'none',
    url: header?.url ?? '',
    button_label: header?.button_label ?? '',
    product: header?.product ?? '',
    product_name: header?.product_name ?? '',
  }
  const value = (name: string) => answer?.values[name] ?? stored[name] ?? ''
  const errors = answer?.errors ?? {}
  const here = header ? `${listHref}/${header.id}` : `${listHref}/nuevo`
  return (
    <EditorFrame
      title={header ? t('showcase.headers.editTitle') : t('showcase.headers.newTitle')}
      closeHref={closeHref}
    >
      <AnswerToasts answer={answer} closeHref={here} />
      <Form method="post" className="flex flex-col gap-4" key={answer?.at ?? 'first'}>
        <input type="hidden" name="idempotency_key" value={answer?.key ?? idempotencyKey} />
        <TextField
          name="title"
          label={t('showcase.field.title')}
          required
          maxLength={HEADER_TITLE_MAX}
          defaultValue={value('title')}
          error={errors.title}
          autoComplete="off"
        />
        <TextField
          name="subtitle"
          label={`${t('showcase.field.subtitle')} ${t('showcase.field.optional')}`}
          maxLength={HEADER_SUBTITLE_MAX}
          defaultValue={value('subtitle')}
          error={errors.subtitle}
          autoComplete="off"
        />
        <TextAreaField
          name="description"
          label={`${t('showcase.field.description')} ${t('showcase.field.optional')}`}
          maxLength={HEADER_DESCRIPTION_MAX}
          rows={3}
          defaultValue={value('description')}
          error={errors.description}
        />
        <AudienceField value={value('target')} error={errors.target} />
        <SelectField
          name="action_type"
          label={t('showcase.field.actionType')}
          defaultValue={value('action_type')}
          error={errors.action_type}
          options={ACTION_TYPES.map((action) => ({ value: action, label: t(`showcase.action.${action}`) }))}
        />
        <TextField
          name="button_label"
          label={t('showcase.field.buttonLabel')}
          maxLength={HEADER_BUTTON_LABEL_MAX}
          defaultValue={value('button_label')}
          error={errors.button_label}
          autoComplete="off"
        />
        <TextField
          name="url"
          inputMode="url"
          label={t('showcase.field.url')}
          defaultValue={value('url')}
          error={errors.url}
          autoComplete="off"
        />
        <ProductPicker
          answer={answer}
          product={value('product')}
          productName={value('product_name')}
          error={errors.product}
        />
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
