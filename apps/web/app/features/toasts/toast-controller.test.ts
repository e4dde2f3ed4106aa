import { TOAST_CASES } from '@tianguis/core/toasts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createToastController } from './toast-controller'

const shownTitles = (c: ReturnType<typeof createToastController>) => c.snapshot().shown.map((t) => t.title)

describe('toast controller', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('keeps a toast 5 s by default, an error 7 s, and what the spec says elsewhere', () => {
    const c = createToastController()
    c.show('1', { title: 'Hecho', kind: 'success' })
    c.show('2', { title: 'Falló', kind: 'error' })
    c.show('3', { title: 'Imagen rechazada', ...TOAST_CASES.imageRejected })
    expect(c.snapshot().shown.map((t) => t.durationMs)).toEqual([15_000, 7000, 5000])
    vi.advanceTimersByTime(4999)
    expect(shownTitles(c)).toEqual(['Imagen rechazada', 'Falló', 'Hecho'])
    vi.advanceTimersByTime(1)
    expect(shownTitles(c)).toEqual(['Imagen rechazada', 'Falló'])
    vi.advanceTimersByTime(2000)
    expect(shownTitles(c)).toEqual(['Imagen rechazada'])
    vi.advanceTimersByTime(8000)
    expect(shownTitles(c)).toEqual([])
  })

  it('runs an undoable action once its window passes without undo', () => {
    const c = createToastController()
    const onCommit = vi.fn()
    const onUndo = vi.fn()
    const { undoWindowMs, durationMs, kind } = TOAST_CASES.catalogueDeleteUndo
    c.show('1', {
      title: 'Eliminando',
      kind,
      durationMs,
      action: { label: 'undo', windowMs: undoWindowMs, onCommit, onUndo },
    })
    expect(c.snapshot().shown[0]?.action).toBe('undo')
    vi.advanceTimersByTime(4999)
    expect(onCommit).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(onCommit).toHaveBeenCalledTimes(1)
    expect(onUndo).not.toHaveBeenCalled()
    // Too late to undo: nothing happens.
    c.undo('1')
    expect(onUndo).not.toHaveBeenCalled()
    expect(onCommit).toHaveBeenCalledTimes(1)
  })

  it('undo cancels the action, closes the toast and runs onUndo', () => {
    const c = createToastController()
    const onCommit = vi.fn()
    const onUndo = vi.fn()
    c.show('1', { title: 'Eliminando', action: { label: 'undo', windowMs: 5000, onCommit, onUndo } })
    vi.advanceTimersByTime(3000)
    c.undo('1')
    expect(onUndo).toHaveBeenCalledTimes(1)
    expect(shownTitles(c)).toEqual([])
    vi.advanceTimersByTime(60_000)
    expect(onCommit).not.toHaveBeenCalled()
  })

  it('closing a toast is not undoing it: the window goes on (000 §4 removal: toast 4 s, delete at 5 s)', () => {
    const c = createToastController()
    const onCommit = vi.fn()
    const { kind, durationMs, undoWindowMs } = TOAST_CASES.catalogueRemoval
    c.show('1', {
      title: 'Quitado',
      kind,
      durationMs,
      action: { label: 'cancel', windowMs: undoWindowMs, onCommit },
    })
    vi.advanceTimersByTime(4000)
    expect(shownTitles(c)).toEqual([])
    expect(onCommit).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1000)
    expect(onCommit).toHaveBeenCalledTimes(1)
    // A cancel after the toast left but before the window ends still cancels.
    const late = vi.fn()
    c.show('2', {
      title: 'Quitado',
      kind,
      durationMs,
      action: { label: 'cancel', windowMs: undoWindowMs, onCommit: late },
    })
    c.dismiss('2')
    vi.advanceTimersByTime(4500)
    c.undo('2')
    vi.advanceTimersByTime(1000)
    expect(late).not.toHaveBeenCalled()
  })

  it('stops every shown toast and its window while paused (hover or focus)', () => {
    const c = createToastController()
    const onCommit = vi.fn()
    c.show('1', {
      title: 'Eliminando',
      durationMs: 5000,
      action: { label: 'undo', windowMs: 5000, onCommit },
    })
    vi.advanceTimersByTime(2000)
    c.setPaused(true)
    vi.advanceTimersByTime(30_000)
    expect(shownTitles(c)).toEqual(['Eliminando'])
    expect(onCommit).not.toHaveBeenCalled()
    c.setPaused(false)
    vi.advanceTimersByTime(3000)
    expect(onCommit).toHaveBeenCalledTimes(1)
    expect(shownTitles(c)).toEqual([])
  })

  it('starts a queued toast’s time only when it shows', () => {
    const c = createToastController()
    for (const n of [1, 2, 3]) c.show(String(n), { title: `t${n}`, durationMs: 60_000 })
    c.show('4', { title: 't4', durationMs: 1000 })
    vi.advanceTimersByTime(5000)
    expect(c.snapshot().waiting.map((t) => t.title)).toEqual(['t4'])
    c.dismiss('2')
    expect(shownTitles(c)).toEqual(['t4', 't3', 't1'])
    vi.advanceTimersByTime(999)
    expect(shownTitles(c)).toContain('t4')
    vi.advanceTimersByTime(1)
    expect(shownTitles(c)).toEqual(['t3', 't1'])
  })

  it('tells its listeners about every change', () => {
    const c = createToastController()
    const listener = vi.fn()
    const stop = c.subscribe(listener)
    c.show('1', { title: 'a' })
    c.dismiss('1')
    stop()
    c.show('2', { title: 'b' })
    expect(listener).toHaveBeenCalledTimes(2)
  })
})
