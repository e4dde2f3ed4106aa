import type { Palette } from '@tianguis/core/palettes'
import { COLOUR_DEBOUNCE_MS } from '@tianguis/core/shop-look'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { Form, useFetcher } from 'react-router'
import { useT } from '../../i18n/use-t'
import { Button } from '../../ui/button'
import { TextField } from '../../ui/text-field'
import type { ShopLookFailure, ShopLookValues } from './shop-look-fields'

/** One of the look editor's sections: a titled box (the page's, and the header editor's colours). */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="flex flex-col gap-4 rounded-lg border p-5">
      <h3 id={`${id}-title`} className="font-bold text-gray-900 text-xl">
        {title}
      </h3>
      {children}
    </section>
  )
}

const gradient = (color1: string, color2: string) => `linear-gradient(90deg, ${color1}, ${color2})`

/**
 * The colours (001 §2, §9): the 20 named palettes as buttons (a plain post each) and the admin's own
 * two colours with a gradient preview. With JavaScript a change is shown at once and sent 250 ms
 * after the last one (a fetcher: the page stays, the shop's frame takes the new colours when the
 * loaders run again). The header editor shows the same section as its colour choice and custom
 * colour (001 §2; decision 096): it posts to this editor's `action` and comes back to `next`.
 */
export function ColoursSection({
  values,
  failure,
  palettes,
  action,
  next,
}: {
  values: Pick<ShopLookValues, 'color1' | 'color2'>
  failure: ShopLookFailure | null
  palettes: Palette[]
  /** Another page's section posts to the look editor (its path); the editor's own page leaves it out. */
  action?: string
  /** Where a plain post comes back to (a path under the shop's admin pages). */
  next?: string
}) {
  const t = useT()
  const fetcher = useFetcher()
  const sent = failure?.intent === 'colours' ? failure.values : null
  const [colours, setColours] = useState({
    color1: sent?.color1 || values.color1,
    color2: sent?.color2 || values.color2,
  })
  useEffect(
    () => setColours({ color1: values.color1, color2: values.color2 }),
    [values.color1, values.color2],
  )
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const later = (data: Record<string, string>) => {
    clearTimeout(timer.current)
    timer.current = setTimeout(
      () => fetcher.submit({ ...data, fetch: '1' }, { method: 'post', ...(action ? { action } : {}) }),
      COLOUR_DEBOUNCE_MS,
    )
  }
  const current = palettes.find((p) => p.color1 === colours.color1 && p.color2 === colours.color2)
  const error = (name: 'color1' | 'color2') =>
    failure?.intent === 'colours' && failure.fields[name] ? t('shopLook.colourInvalid') : undefined
  return (
    <Section id="colours" title={t('shopLook.colours')}>
      <Form
        method="post"
        action={action}
        onSubmit={(event) => {
          const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
          const palette = palettes.find((p) => p.id === submitter?.value)
          if (!palette) return
          event.preventDefault()
          setColours({ color1: palette.color1, color2: palette.color2 })
          later({ intent: 'palette', palette: palette.id })
        }}
      >
        <input type="hidden" name="intent" value="palette" />
        {next ? <input type="hidden" name="next" value={next} /> : null}
        <fieldset>
          <legend className="mb-2 font-medium text-gray-900 text-sm">{t('shopLook.palettes')}</legend>
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {palettes.map((palette) => (
              <li key={palette.id}>
                <button
                  type="submit"
                  name="palette"
                  value={palette.id}
                  aria-pressed={current?.id === palette.id}
                  aria-label={t('shopLook.paletteUse', { name: palette.name })}
                  className="flex w-full cursor-pointer flex-col gap-1 rounded-md border-2 border-transparent p-1 text-left text-gray-900 text-sm aria-pressed:border-gray-900"
                >
                  <span
                    aria-hidden="true"
                    className="block h-8 w-full rounded"
                    style={{ backgroundImage: gradient(palette.color1, palette.color2) }}
                  />
                  <span aria-hidden="true">{palette.name}</span>
                </button>
              </li>
            ))}
          </ul>
        </fieldset>
      </Form>
      <Form
        method="post"
        action={action}
        noValidate
        className="flex flex-col gap-3"
        onChange={(event) => {
          const form = event.currentTarget
          const next = {
            color1: String(new FormData(form).get('color1')),
            color2: String(new FormData(form).get('color2')),
          }
          setColours(next)
          later({ intent: 'colours', ...next })
        }}
      >
        <input type="hidden" name="intent" value="colours" />
        {next ? <input type="hidden" name="next" value={next} /> : null}
        <fieldset className="flex flex-col gap-3">
          <legend className="font-medium text-gray-900 text-sm">{t('shopLook.custom')}</legend>
          <div className="flex flex-wrap gap-6">
            {(['color1', 'color2'] as const).map((name) => (
              <TextField
                key={name}
                type="color"
                name={name}
                label={t(`shopLook.${name}`)}
                value={colours[name]}
                onChange={(event) => setColours((c) => ({ ...c, [name]: event.target.value }))}
                error={error(name)}
                className="h-10 w-20 cursor-pointer rounded-md border border-gray-400 bg-white p-1"
              />
            ))}
          </div>
          <div
            role="img"
            aria-label={t('shopLook.preview')}
            data-testid="colour-preview"
            data-colours={`${colours.color1} ${colours.color2}`}
            className="h-12 w-full rounded-md"
            style={{ backgroundImage: gradient(colours.color1, colours.color2) }}
          />
        </fieldset>
        <div>
          <Button variant="secondary">{t('shopLook.saveColours')}</Button>
        </div>
      </Form>
    </Section>
  )
}
