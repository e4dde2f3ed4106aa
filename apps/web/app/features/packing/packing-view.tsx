import type { NotPackedLine, OrderPackage } from '@tianguis/core/contracts/packing'
import type { OrderStatus } from '@tianguis/core/orders/lifecycle'
import { mayPack } from '@tianguis/core/orders/packing'
import { Form, useNavigation } from 'react-router'
import { useT } from '../../i18n/use-t'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { TextField } from '../../ui/text-field'
import { statusLabel } from '../seller-orders/labels'
import type { PackingFormAnswer } from './packing.server'

const variantsText = (variants: Record<string, string>) =>
  Object.entries(variants)
    .map(([name, value]) => `${name}: ${value}`)
    .join(', ')

/** How many units are left, or that all are packed; and why nothing can change when not in process. */
export function PackingStatus({ status, left }: { status: OrderStatus; left: number }) {
  const t = useT()
  return (
    <div className="flex flex-col gap-2">
      {mayPack(status) ? null : (
        <Alert tone="info">{t('packing.closed', { state: t(statusLabel(status)) })}</Alert>
      )}
      <p className="font-medium text-gray-900" data-units-left={left}>
        {left === 0
          ? t('packing.allPacked')
          : left === 1
            ? t('packing.left.one')
            : t('packing.left.other', { count: left })}
      </p>
    </div>
  )
}

/** One line with units left: how many, and (in process) a form to put some into a package. */
function NotPackedRow({
  line,
  packages,
  open,
  answer,
}: {
  line: NotPackedLine
  packages: OrderPackage[]
  open: boolean
  answer: PackingFormAnswer | null
}) {
  const t = useT()
  const busy = useNavigation().state === 'submitting'
  const mine = answer?.intent === 'pack' && answer.line === line.line_id ? answer : null
  const id = `empacar-${line.line_id}`
  return (
    <li
      className="flex flex-col gap-2 rounded-lg border border-gray-200 bg-white p-4"
      data-line={line.line_id}
    >
      <p>
        <span className="font-semibold text-gray-900">{line.name}</span>
        {Object.keys(line.variants).length > 0 ? (
          <span className="text-gray-700"> ({variantsText(line.variants)})</span>
        ) : null}
      </p>
      <p className="text-gray-700">
        {t('packing.notPacked.units', { left: line.not_packed, quantity: line.quantity })}
      </p>
      {mine ? <Alert tone="error">{mine.failure}</Alert> : null}
      {open ? (
        // Keyed by what is left: after a move the form starts again from the new numbers.
        <Form key={line.not_packed} method="post" className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="pack" />
          <input type="hidden" name="line" value={line.line_id} />
          <TextField
            id={`${id}-cantidad`}
            name="quantity"
            type="number"
            inputMode="numeric"
            min={1}
            max={line.not_packed}
            label={t('packing.pack.quantity')}
            defaultValue={String(line.not_packed)}
          />
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-paquete`} className="font-medium text-gray-900 text-sm">
              {t('packing.pack.into')}
            </label>
            <select
              id={`${id}-paquete`}
              name="package"
              defaultValue={mine?.package ?? ''}
              className="rounded-md border border-gray-300 px-3 py-2"
            >
              <option value="">{t('packing.pack.new')}</option>
              {packages.map((pkg) => (
                <option key={pkg.id} value={pkg.id}>
                  {t('packing.package.name', { number: pkg.number })}
                </option>
              ))}
            </select>
          </div>
          <Button disabled={busy}>{t('packing.pack.submit')}</Button>
        </Form>
      ) : null}
    </li>
  )
}

export function NotPackedList({
  lines,
  packages,
  open,
  answer,
}: {
  lines: NotPackedLine[]
  packages: OrderPackage[]
  open: boolean
  answer: PackingFormAnswer | null
}) {
  const t = useT()
  return (
    <section aria-labelledby="sin-empacar" className="flex flex-col gap-3">
      <h3 id="sin-empacar" className="font-semibold text-gray-900 text-lg">
        {t('packing.notPacked.title')}
      </h3>
      {lines.length === 0 ? (
        <p className="text-gray-700">{t('packing.notPacked.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {lines.map((line) => (
            <NotPackedRow key={line.line_id} line={line} packages={packages} open={open} answer={answer} />
          ))}
        </ul>
      )}
    </section>
  )
}

/** One package: its number, units and weight, and per line (in process) a form to change or take it out. */
function PackageCard({
  pkg,
  open,
  answer,
}: {
  pkg: OrderPackage
  open: boolean
  answer: PackingFormAnswer | null
}) {
  const t = useT()
  const busy = useNavigation().state === 'submitting'
  const heading = `paquete-${pkg.id}`
  return (
    <li
      aria-labelledby={heading}
      className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4"
      data-package={pkg.number}
    >
      <h4 id={heading} className="font-semibold text-gray-900">
        {t('packing.package.name', { number: pkg.number })}
      </h4>
      <p className="text-gray-700">
        {t('packing.package.summary', { units: pkg.units, weight: pkg.weight_grams / 1000 })}
      </p>
      <ul className="flex flex-col gap-3">
        {pkg.lines.map((line) => {
          const mine =
            answer?.intent === 'set' && answer.package === pkg.id && answer.line === line.line_id
              ? answer
              : null
          return (
            <li key={line.line_id} className="flex flex-col gap-2">
              <p>
                <span className="font-medium text-gray-900">{line.name}</span>
                {Object.keys(line.variants).length > 0 ? (
                  <span className="text-gray-700"> ({variantsText(line.variants)})</span>
                ) : null}
                <span className="text-gray-700"> × {line.quantity}</span>
              </p>
              {mine ? <Alert tone="error">{mine.failure}</Alert> : null}
              {open ? (
                <div className="flex flex-wrap items-end gap-3">
                  <Form key={line.quantity} method="post" className="flex flex-wrap items-end gap-3">
                    <input type="hidden" name="intent" value="set" />
                    <input type="hidden" name="package" value={pkg.id} />
                    <input type="hidden" name="line" value={line.line_id} />
                    <TextField
                      id={`cambiar-${pkg.id}-${line.line_id}`}
                      name="quantity"
                      type="number"
                      inputMode="numeric"
                      min={0}
                      label={t('packing.package.quantity')}
                      defaultValue={String(line.quantity)}
                    />
                    <Button variant="secondary" disabled={busy}>
                      {t('packing.package.change')}
                    </Button>
                  </Form>
                  <Form method="post">
                    <input type="hidden" name="intent" value="set" />
                    <input type="hidden" name="package" value={pkg.id} />
                    <input type="hidden" name="line" value={line.line_id} />
                    <input type="hidden" name="quantity" value="0" />
                    <Button variant="secondary" disabled={busy}>
                      {t('packing.package.remove')}
                    </Button>
                  </Form>
                </div>
              ) : null}
            </li>
          )
        })}
      </ul>
    </li>
  )
}

export function PackageList({
  packages,
  open,
  answer,
}: {
  packages: OrderPackage[]
  open: boolean
  answer: PackingFormAnswer | null
}) {
  const t = useT()
  return (
    <section aria-labelledby="paquetes" className="flex flex-col gap-3">
      <h3 id="paquetes" className="font-semibold text-gray-900 text-lg">
        {t('packing.packages.title')}
      </h3>
      {packages.length === 0 ? (
        <p className="text-gray-700">{t('packing.packages.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {packages.map((pkg) => (
            <PackageCard key={pkg.id} pkg={pkg} open={open} answer={answer} />
          ))}
        </ul>
      )}
    </section>
  )
}
