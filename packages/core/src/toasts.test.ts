import { describe, expect, it } from 'vitest'
import { TOAST_CASES, TOAST_DEFAULT_MS } from './toasts.ts'

describe('toast timings from the spec', () => {
  it('default to 5 s, errors 7 s (000 §9, 001 §9, 002 §9)', () => {
    expect(TOAST_DEFAULT_MS).toEqual({ success: 5000, info: 5000, warning: 5000, error: 7000 })
  })

  it('keep the spec’s named cases', () => {
    expect(TOAST_CASES.imageRejected).toEqual({ kind: 'error', durationMs: 15_000 })
    expect(TOAST_CASES.supplierInfoMissing).toEqual({ kind: 'info', durationMs: 7000 })
    expect(TOAST_CASES.bannerFailure).toEqual({ kind: 'error', durationMs: 5000 })
    expect(TOAST_CASES.paymentFailed.durationMs).toBe(55_000)
    expect(TOAST_CASES.catalogueDeleteUndo).toMatchObject({ durationMs: 5000, undoWindowMs: 5000 })
    expect(TOAST_CASES.catalogueRemoval).toMatchObject({
      kind: 'warning',
      durationMs: 4000,
      undoWindowMs: 5000,
    })
    expect(TOAST_CASES.catalogueNotDeleted).toEqual({ kind: 'error', durationMs: 7000 })
  })
})
