import { describe, expect, it } from 'vitest'
import { emptyStack, MAX_SHOWN_TOASTS, pushToast, removeToast, updateToast } from './toast-stack'

const t = (id: string) => ({ id })
const ids = (list: { id: string }[]) => list.map((x) => x.id)

describe('toast stack', () => {
  it('shows the newest on top, at most three, and queues the rest', () => {
    let stack = emptyStack<{ id: string }>()
    for (const id of ['a', 'b', 'c', 'd', 'e']) stack = pushToast(stack, t(id))
    expect(MAX_SHOWN_TOASTS).toBe(3)
    expect(ids(stack.shown)).toEqual(['c', 'b', 'a'])
    expect(ids(stack.waiting)).toEqual(['d', 'e'])
  })

  it('lets the oldest waiting toast in on top when one leaves, and says which', () => {
    let stack = emptyStack<{ id: string }>()
    for (const id of ['a', 'b', 'c', 'd', 'e']) stack = pushToast(stack, t(id))
    const first = removeToast(stack, 'b')
    expect(ids(first.stack.shown)).toEqual(['d', 'c', 'a'])
    expect(ids(first.stack.waiting)).toEqual(['e'])
    expect(first.promoted?.id).toBe('d')
    // A waiting toast can leave before it shows; nothing is promoted then.
    const second = removeToast(first.stack, 'e')
    expect(ids(second.stack.shown)).toEqual(['d', 'c', 'a'])
    expect(second.stack.waiting).toEqual([])
    expect(second.promoted).toBeNull()
  })

  it('ignores an unknown id and changes one toast in place', () => {
    const stack = pushToast(pushToast(emptyStack<{ id: string; n?: number }>(), t('a')), t('b'))
    expect(removeToast(stack, 'zz').stack).toEqual(stack)
    expect(updateToast(stack, 'a', (x) => ({ ...x, n: 1 })).shown).toEqual([{ id: 'b' }, { id: 'a', n: 1 }])
  })
})
