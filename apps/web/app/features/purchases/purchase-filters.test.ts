import { describe, expect, it } from 'vitest'
import { anyFilter, apiQuery, filtersFrom, pageSearch } from './purchase-filters'

describe('my purchases’ filter form (decision 080)', () => {
  it('reads the form’s fields, keeping only values the list takes', () => {
    const filters = filtersFrom(
      new URLSearchParams(
        'state=in_progress&payment_type=card&delivery_type=drone&start_date=2026-10-01&end_date=ayer&include_delivered=on&text=%20jarro%20',
      ),
    )
    expect(filters).toEqual({
      state: 'in_progress',
      payment_type: 'card',
      delivery_type: '',
      start_date: '2026-10-01',
      end_date: '',
      include_delivered: true,
      include_canceled: false,
      text: 'jarro',
    })
    expect(anyFilter(filters)).toBe(true)
    expect(anyFilter(filtersFrom(new URLSearchParams('page=2')))).toBe(false)
  })

  it('asks the API for the page with the filters set, and links the next page keeping them', () => {
    const filters = filtersFrom(new URLSearchParams('state=delivered&include_canceled=on&text=café'))
    expect(apiQuery(filters, 3)).toEqual({
      state: 'delivered',
      payment_type: undefined,
      delivery_type: undefined,
      start_date: undefined,
      end_date: undefined,
      include_delivered: undefined,
      include_canceled: 'true',
      text: 'café',
      offset: 20,
      limit: 10,
    })
    expect(pageSearch(filters, 2)).toBe('?state=delivered&include_canceled=on&text=caf%C3%A9&page=2')
    expect(pageSearch(filtersFrom(new URLSearchParams()), 1)).toBe('?')
  })
})
