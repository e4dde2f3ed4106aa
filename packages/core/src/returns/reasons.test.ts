import { describe, expect, it } from 'vitest'
import { RETURN_REASON_ROOT, RETURN_REASON_TREE, RETURN_REASONS, walkReturnReasons } from './reasons.ts'

describe('the return reason tree (002 §3, §9)', () => {
  it('asks what is wrong first, then the conditions', () => {
    expect(walkReturnReasons({}, { electronics: false })).toMatchObject({
      kind: 'ask',
      question: { id: 'problem' },
    })
    expect(walkReturnReasons({ problem: 'not_working' }, { electronics: false })).toMatchObject({
      kind: 'ask',
      question: { id: 'used_as_intended', key: 'returns.reason.usedAsIntended.question' },
    })
    expect(walkReturnReasons({ problem: 'changed_mind' }, { electronics: false })).toMatchObject({
      kind: 'ask',
      question: { id: 'changed_mind' },
    })
  })

  it('ends in a reason when every condition holds; electronics are asked whether they are unlocked', () => {
    const ok = { problem: 'not_working', used_as_intended: 'yes', complete: 'yes' }
    expect(walkReturnReasons(ok, { electronics: false })).toEqual({ kind: 'reason', reason: 'defective' })
    expect(walkReturnReasons(ok, { electronics: true })).toMatchObject({
      kind: 'ask',
      question: { id: 'unlocked' },
    })
    expect(walkReturnReasons({ ...ok, unlocked: 'yes' }, { electronics: true })).toEqual({
      kind: 'reason',
      reason: 'defective',
    })
    expect(
      walkReturnReasons(
        { problem: 'changed_mind', changed_mind: 'better_price', used_as_intended: 'yes', complete: 'yes' },
        { electronics: false },
      ),
    ).toEqual({ kind: 'reason', reason: 'better_price_found' })
  })

  it('refuses on misuse, missing accessories, manuals or labels, and a locked device', () => {
    expect(
      walkReturnReasons({ problem: 'wrong_item', used_as_intended: 'no' }, { electronics: false }),
    ).toEqual({
      kind: 'refused',
      code: 'return_condition_misuse',
    })
    expect(
      walkReturnReasons(
        { problem: 'wrong_item', used_as_intended: 'yes', complete: 'no' },
        { electronics: false },
      ),
    ).toEqual({ kind: 'refused', code: 'return_condition_incomplete' })
    expect(
      walkReturnReasons(
        { problem: 'wrong_item', used_as_intended: 'yes', complete: 'yes', unlocked: 'no' },
        { electronics: true },
      ),
    ).toEqual({ kind: 'refused', code: 'return_condition_locked' })
  })

  it('refuses an unknown answer and answers off the path taken', () => {
    expect(walkReturnReasons({ problem: 'bored' }, { electronics: false })).toEqual({
      kind: 'invalid',
      code: 'return_answer_invalid',
      question: 'problem',
    })
    const done = { problem: 'not_working', used_as_intended: 'yes', complete: 'yes' }
    expect(walkReturnReasons({ ...done, changed_mind: 'by_mistake' }, { electronics: false })).toMatchObject({
      kind: 'invalid',
      question: 'changed_mind',
    })
    // Not an electronic item: the unlocked question is not on its path.
    expect(walkReturnReasons({ ...done, unlocked: 'yes' }, { electronics: false })).toMatchObject({
      kind: 'invalid',
      question: 'unlocked',
    })
  })

  it('is well formed: links resolve, every path to the end chooses a reason, every key is namespaced', () => {
    const ids = new Set(RETURN_REASON_TREE.map((q) => q.id))
    expect(ids.has(RETURN_REASON_ROOT)).toBe(true)
    const reasons = new Set<string>()
    // Every complete path, walked for both kinds of item, ends in a reason or a refusal.
    const paths = (answers: Record<string, string>, electronics: boolean): void => {
      const walk = walkReturnReasons(answers, { electronics })
      expect(walk.kind).not.toBe('invalid')
      if (walk.kind === 'reason') reasons.add(walk.reason)
      if (walk.kind !== 'ask') return
      for (const answer of walk.question.answers)
        paths({ ...answers, [walk.question.id]: answer.id }, electronics)
    }
    paths({}, false)
    paths({}, true)
    expect([...reasons].sort()).toEqual([...RETURN_REASONS].sort())
    for (const question of RETURN_REASON_TREE) {
      expect(question.key).toMatch(/^returns\.reason\.[a-zA-Z]+\.question$/)
      for (const answer of question.answers) {
        expect(answer.key).toMatch(/^returns\.reason\.[a-zA-Z]+\.[a-zA-Z]+$/)
        if ('question' in answer.next) expect(ids.has(answer.next.question)).toBe(true)
      }
    }
  })
})
