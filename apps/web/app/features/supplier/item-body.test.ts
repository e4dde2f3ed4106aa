import { itemCreateBody, itemUpdateBody, type OwnItem } from '@tianguis/core/contracts/items'
import { describe, expect, it } from 'vitest'
import { bodyFromValues, formFieldOf } from './item-body'
import { type ItemFormValues, newItemValues, valuesFromForm, valuesFromItem } from './item-form-values'

const values = (over: Partial<ItemFormValues> = {}): ItemFormValues => ({
  ...newItemValues('es-MX'),
  name: 'Canasta',
  list_price: '450',
  ...over,
})

describe('form values → API body', () => {
  it('turns typed money into minor units and builds a body the create contract accepts', () => {
    const result = bodyFromValues(
      values({
        list_price: '1,234.5',
        crossout_price: '1500',
        tags: ' barro, cocina,, barro ',
        variants: [
          { name: 'Talla', value: 'M' },
          { name: ' ', value: '' },
          { name: 'Color', value: 'Rojo' },
        ],
        available: '12',
        max_purchase_amount: '3',
      }),
      'product',
      'es-MX',
      true,
    )
    if (!result.ok) throw new Error(JSON.stringify(result.problems))
    expect(result.body).toMatchObject({
      type: 'product',
      list_price: 123_450,
      crossout_price: 150_000,
      tags: ['barro', 'cocina'],
      variants: { Talla: 'M', Color: 'Rojo' },
      available: 12,
      max_purchase_amount: 3,
      restocking_fees: null,
      contribution_margin: null,
    })
    expect('experience_date' in result.body).toBe(false)
    expect(itemCreateBody.safeParse(result.body).success).toBe(true)
  })

  it('reads amounts with the es-AR decimal comma', () => {
    const result = bodyFromValues(values({ list_price: '1.234,50' }), 'product', 'es-AR', false)
    expect(result).toMatchObject({ ok: true, body: { list_price: 123_450 } })
  })

  it('names every field it cannot read, instead of guessing', () => {
    const result = bodyFromValues(
      values({
        list_price: '12.345',
        crossout_price: 'mucho',
        available: '2.5',
        is_dropshipping: true,
        contribution_margin: '-3',
        return_fees: 'restocking_fees',
        restocking_fees: '10.999',
        variants: [{ name: '', value: 'Rojo' }],
      }),
      'product',
      'es-MX',
      true,
    )
    expect(result).toEqual({
      ok: false,
      problems: {
        list_price: 'amountDecimals',
        crossout_price: 'amount',
        available: 'wholeNumber',
        contribution_margin: 'amount',
        restocking_fees: 'amountDecimals',
        variants: 'variantName',
      },
    })
  })

  it('needs a price unless the item is free', () => {
    expect(bodyFromValues(values({ list_price: '' }), 'service', 'en', true)).toEqual({
      ok: false,
      problems: { list_price: 'required' },
    })
    expect(bodyFromValues(values({ list_price: '', is_free: true }), 'service', 'en', true)).toMatchObject({
      ok: true,
      body: { list_price: 0, is_free: true },
    })
  })

  it('refuses two variants with the same name', () => {
    const rows = [
      { name: 'Talla', value: 'M' },
      { name: 'Talla', value: 'L' },
    ]
    expect(bodyFromValues(values({ variants: rows }), 'product', 'en', true)).toEqual({
      ok: false,
      problems: { variants: 'variantDuplicate' },
    })
  })

  it('sends fields hidden on screen as null: restocking fee and margin follow their switches', () => {
    const result = bodyFromValues(
      values({ restocking_fees: '25', contribution_margin: '30', is_dropshipping: false }),
      'product',
      'es-MX',
      false,
    )
    expect(result).toMatchObject({ ok: true, body: { restocking_fees: null, contribution_margin: null } })
    const kept = bodyFromValues(
      values({
        restocking_fees: '25.5',
        return_fees: 'restocking_fees',
        contribution_margin: '30',
        is_dropshipping: true,
      }),
      'product',
      'es-MX',
      false,
    )
    expect(kept).toMatchObject({ ok: true, body: { restocking_fees: 2_550, contribution_margin: 3_000 } })
    if (kept.ok) expect('type' in kept.body).toBe(false)
    if (kept.ok) expect(itemUpdateBody.safeParse(kept.body).success).toBe(true)
  })

  it('reads an experience date in the locale’s zone and checks it', () => {
    const experience = values({ experience_date: '2026-12-05T18:30', experience_available: '40' })
    expect(bodyFromValues(experience, 'experience', 'es-AR', true)).toMatchObject({
      ok: true,
      body: { type: 'experience', experience_date: '2026-12-05T18:30:00-03:00', experience_available: 40 },
    })
    expect(
      bodyFromValues(values({ experience_date: '2026-13-01T10:00' }), 'experience', 'es-MX', true),
    ).toEqual({ ok: false, problems: { experience_date: 'date' } })
    // Left empty, the API answers that an experience needs a date.
    expect(bodyFromValues(values(), 'experience', 'es-MX', true)).toMatchObject({
      ok: true,
      body: { experience_date: null, experience_available: null },
    })
  })

  it('maps the API’s nested field names to the form’s fields', () => {
    expect(formFieldOf('photos.2')).toBe('photos')
    expect(formFieldOf('variants.Talla')).toBe('variants')
    expect(formFieldOf('name')).toBe('name')
  })
})

describe('the form’s values', () => {
  const stored: OwnItem = {
    id: 'itm_1',
    owner_id: 'usr_1',
    name: 'Taller de barro',
    type: 'experience',
    main_type: 'personal',
    slug: 'taller-de-barro',
    photos: ['/static/demo/a.svg', '/static/demo/b.svg'],
    list_price: 45_050,
    crossout_price: null,
    currency: 'ARS',
    hide_price: false,
    is_free: false,
    variants: { Turno: 'Mañana' },
    plain_description: 'Dos horas',
    tags: ['barro', 'taller'],
    stock_type: 'ondemand',
    available: 0,
    max_purchase_amount: null,
    sold_out: false,
    is_dropshipping: false,
    contribution_margin: null,
    return_type: 'disallowed',
    return_policy: 'customized',
    return_policy_legend: 'Sin cambios',
    return_fees: 'restocking_fees',
    return_shipping_label: 'download',
    restocking_fees: 1_000,
    experience_date: '2026-12-05T21:30:00.000Z',
    experience_available: 12,
    queue_position: 0,
    concluded: false,
    disabled: false,
    list_state: 'published',
    hiden: true,
    created_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-01T00:00:00.000Z',
  }

  it('shows a stored item with typed amounts and the local date, and saves it back unchanged', () => {
    const shown = valuesFromItem(stored, 'es-AR')
    expect(shown).toMatchObject({
      list_price: '450,50',
      crossout_price: '',
      restocking_fees: '10,00',
      tags: 'barro, taller',
      variants: [{ name: 'Turno', value: 'Mañana' }],
      experience_date: '2026-12-05T18:30',
      experience_available: '12',
    })
    const result = bodyFromValues(shown, 'experience', 'es-AR', false)
    expect(result).toMatchObject({
      ok: true,
      body: {
        list_price: 45_050,
        restocking_fees: 1_000,
        variants: { Turno: 'Mañana' },
        tags: ['barro', 'taller'],
        hiden: true,
        list_state: 'published',
      },
    })
    if (result.ok) expect(new Date(result.body.experience_date!).toISOString()).toBe(stored.experience_date)
  })

  it('reads a posted form: checkboxes, rows in order, unknown choices as defaults', () => {
    const form = new FormData()
    form.set('name', 'Jarro')
    form.append('photos', '/static/demo/b.svg')
    form.append('photos', '/static/demo/a.svg')
    form.append('variant_name', 'Talla')
    form.append('variant_value', 'M')
    form.append('variant_name', 'Color')
    form.append('variant_value', 'Azul')
    form.set('hiden', 'on')
    form.set('stock_type', 'mucho')
    form.set('currency', 'usd')
    form.set('return_fees', 'free')
    const read = valuesFromForm(form)
    expect(read).toMatchObject({
      name: 'Jarro',
      photos: ['/static/demo/b.svg', '/static/demo/a.svg'],
      variants: [
        { name: 'Talla', value: 'M' },
        { name: 'Color', value: 'Azul' },
      ],
      hiden: true,
      hide_price: false,
      stock_type: 'onstock',
      currency: 'USD',
      return_fees: 'free',
    })
  })
})
