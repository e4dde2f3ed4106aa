import { describe, expect, it } from 'vitest'
import { applyEdit, editOf, intentOf, newPhotoSlots } from './item-form-edits'
import { newItemValues } from './item-form-values'
import { photoProblem } from './upload-check'

const withPhotos = { ...newItemValues('es-MX'), photos: ['a', 'b', 'c'] }

describe('form edits', () => {
  it('reads the intent of a submit button, and writes it back', () => {
    expect(editOf('photo-main:2')).toEqual({ kind: 'photo-main', index: 2 })
    expect(editOf('variant-add')).toEqual({ kind: 'variant-add' })
    expect(editOf('save')).toBeNull()
    expect(editOf('photo-main')).toBeNull()
    expect(editOf('drop-table:1')).toBeNull()
    expect(editOf(null)).toBeNull()
    expect(intentOf({ kind: 'photo-remove', index: 1 })).toBe('photo-remove:1')
  })

  it('makes a photo the main one, moves it and removes it', () => {
    expect(applyEdit(withPhotos, { kind: 'photo-main', index: 2 }).photos).toEqual(['c', 'a', 'b'])
    expect(applyEdit(withPhotos, { kind: 'photo-earlier', index: 1 }).photos).toEqual(['b', 'a', 'c'])
    expect(applyEdit(withPhotos, { kind: 'photo-later', index: 1 }).photos).toEqual(['a', 'c', 'b'])
    expect(applyEdit(withPhotos, { kind: 'photo-remove', index: 0 }).photos).toEqual(['b', 'c'])
    // Out of range: nothing moves.
    expect(applyEdit(withPhotos, { kind: 'photo-later', index: 2 }).photos).toEqual(['a', 'b', 'c'])
    expect(applyEdit(withPhotos, { kind: 'photo-earlier', index: 0 }).photos).toEqual(['a', 'b', 'c'])
  })

  it('adds and removes variant rows, up to the limit', () => {
    const one = applyEdit(newItemValues('en'), { kind: 'variant-add' })
    expect(one.variants).toEqual([{ name: '', value: '' }])
    const full = { ...one, variants: Array.from({ length: 20 }, (_, i) => ({ name: `v${i}`, value: '' })) }
    expect(applyEdit(full, { kind: 'variant-add' }).variants).toHaveLength(20)
    expect(applyEdit(full, { kind: 'variant-remove', index: 0 }).variants[0]?.name).toBe('v1')
  })

  it('offers three new photo inputs, fewer near the 10-photo limit', () => {
    expect(newPhotoSlots(0)).toBe(3)
    expect(newPhotoSlots(8)).toBe(2)
    expect(newPhotoSlots(10)).toBe(0)
  })
})

describe('photo checks before sending (001 §5)', () => {
  it('takes jpg, jpeg, png and svg up to 4,000,000 bytes', () => {
    expect(photoProblem({ name: 'foto.JPG', size: 1000 })).toBeNull()
    expect(photoProblem({ name: 'logo.svg', size: 4_000_000 })).toBeNull()
    expect(photoProblem({ name: 'foto.png', size: 4_000_001 })).toBe('size')
    expect(photoProblem({ name: 'foto.png', size: 0 })).toBe('size')
    expect(photoProblem({ name: 'foto.gif', size: 10 })).toBe('type')
    expect(photoProblem({ name: 'png', size: 10 })).toBe('type')
  })
})
