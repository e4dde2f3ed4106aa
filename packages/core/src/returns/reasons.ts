/**
 * Why a customer returns an item: a short question tree (002 §3 "reason chosen through a question
 * tree"; decision 089) built from the spec's return conditions (002 §9: "product must show no
 * misuse, include accessories, manuals and labels; electronics must not be locked"). The first
 * question says what is wrong and so the reason; the next ones check the conditions, and an answer
 * that breaks one ends the tree with a refusal the customer is told. The electronics question is
 * asked only of electronics.
 *
 * Data only: each question and answer has a message key (`returns.reason.…`) the server and the
 * web word in es-MX, es-AR and en; ids are what a request carries and a return row keeps.
 */
export const RETURN_REASONS = [
  'damaged_in_transit',
  'defective',
  'not_as_described',
  'wrong_item',
  'no_longer_needed',
  'better_price_found',
  'ordered_by_mistake',
] as const
export type ReturnReason = (typeof RETURN_REASONS)[number]

/** A condition the product does not meet: the return cannot be made. */
export const RETURN_CONDITION_REFUSALS = [
  'return_condition_misuse',
  'return_condition_incomplete',
  'return_condition_locked',
] as const
export type ReturnConditionRefusal = (typeof RETURN_CONDITION_REFUSALS)[number]

/** Where an answer leads: another question, the end (the reason chosen so far), or a refusal. */
export type ReasonNext = { question: string } | { done: true } | { refuse: ReturnConditionRefusal }

export interface ReasonAnswer {
  id: string
  key: string
  /** The reason this answer chooses (the first question's answers, the follow-up's). */
  reason?: ReturnReason
  next: ReasonNext
}

export interface ReasonQuestion {
  id: string
  key: string
  /** Asked only of electronics; others go on to `skip`. */
  onlyElectronics?: boolean
  skip?: ReasonNext
  answers: readonly ReasonAnswer[]
}

const conditions: ReasonNext = { question: 'used_as_intended' }
const yesNo = (id: string, yes: ReasonNext, refuse: ReturnConditionRefusal): readonly ReasonAnswer[] => [
  { id: 'yes', key: `returns.reason.${id}.yes`, next: yes },
  { id: 'no', key: `returns.reason.${id}.no`, next: { refuse } },
]

export const RETURN_REASON_ROOT = 'problem'

export const RETURN_REASON_TREE: readonly ReasonQuestion[] = [
  {
    id: 'problem',
    key: 'returns.reason.problem.question',
    answers: [
      {
        id: 'arrived_damaged',
        key: 'returns.reason.problem.arrivedDamaged',
        reason: 'damaged_in_transit',
        next: conditions,
      },
      { id: 'not_working', key: 'returns.reason.problem.notWorking', reason: 'defective', next: conditions },
      {
        id: 'not_as_described',
        key: 'returns.reason.problem.notAsDescribed',
        reason: 'not_as_described',
        next: conditions,
      },
      { id: 'wrong_item', key: 'returns.reason.problem.wrongItem', reason: 'wrong_item', next: conditions },
      { id: 'changed_mind', key: 'returns.reason.problem.changedMind', next: { question: 'changed_mind' } },
    ],
  },
  {
    id: 'changed_mind',
    key: 'returns.reason.changedMind.question',
    answers: [
      {
        id: 'no_longer_needed',
        key: 'returns.reason.changedMind.noLongerNeeded',
        reason: 'no_longer_needed',
        next: conditions,
      },
      {
        id: 'better_price',
        key: 'returns.reason.changedMind.betterPrice',
        reason: 'better_price_found',
        next: conditions,
      },
      {
        id: 'by_mistake',
        key: 'returns.reason.changedMind.byMistake',
        reason: 'ordered_by_mistake',
        next: conditions,
      },
    ],
  },
  {
    id: 'used_as_intended',
    key: 'returns.reason.usedAsIntended.question',
    answers: yesNo('usedAsIntended', { question: 'complete' }, 'return_condition_misuse'),
  },
  {
    id: 'complete',
    key: 'returns.reason.complete.question',
    answers: yesNo('complete', { question: 'unlocked' }, 'return_condition_incomplete'),
  },
  {
    id: 'unlocked',
    key: 'returns.reason.unlocked.question',
    onlyElectronics: true,
    skip: { done: true },
    answers: yesNo('unlocked', { done: true }, 'return_condition_locked'),
  },
]

/** The longest description a return request may carry, and how many photos (002 §3). */
export const RETURN_DESCRIPTION_MAX = 1_000
export const RETURN_PHOTOS_MAX = 5

export type ReasonWalk =
  /** The next question to ask. */
  | { kind: 'ask'; question: ReasonQuestion }
  | { kind: 'reason'; reason: ReturnReason }
  | { kind: 'refused'; code: ReturnConditionRefusal }
  /** An answer the question does not have, or an answer to a question not on the path. */
  | { kind: 'invalid'; code: 'return_answer_invalid'; question: string }

const byId = new Map(RETURN_REASON_TREE.map((question) => [question.id, question]))

/**
 * Follows the customer's answers (question id → answer id) from the root: what to ask next, the
 * reason, or the refusal. Answers to questions off the path are refused, so what is stored is
 * exactly the path taken.
 */
export function walkReturnReasons(
  answers: Readonly<Record<string, string>>,
  facts: { electronics: boolean },
  tree: ReadonlyMap<string, ReasonQuestion> = byId,
  root: string = RETURN_REASON_ROOT,
): ReasonWalk {
  const used = new Set<string>()
  const seen = new Set<string>()
  let reason: ReturnReason | undefined
  let next: ReasonNext = { question: root }
  let result: ReasonWalk | null = null
  while (result === null) {
    if ('refuse' in next) result = { kind: 'refused', code: next.refuse }
    else if ('done' in next) {
      result = reason
        ? { kind: 'reason', reason }
        : { kind: 'invalid', code: 'return_answer_invalid', question: root }
    } else {
      const question = tree.get(next.question)
      if (!question || used.has(question.id) || seen.has(question.id))
        throw new Error(`return reason tree: bad link to ${next.question}`)
      seen.add(question.id)
      if (question.onlyElectronics && !facts.electronics) {
        next = question.skip ?? { done: true }
        continue
      }
      used.add(question.id)
      const id = answers[question.id]
      // Answers further down may have come already; they are checked once the path is known.
      if (id === undefined) return { kind: 'ask', question }
      const answer = question.answers.find((one) => one.id === id)
      if (!answer) return { kind: 'invalid', code: 'return_answer_invalid', question: question.id }
      reason = answer.reason ?? reason
      next = answer.next
    }
  }
  return result.kind === 'invalid' ? result : (offPath(answers, used) ?? result)
}

function offPath(answers: Readonly<Record<string, string>>, used: ReadonlySet<string>): ReasonWalk | null {
  const stray = Object.keys(answers).find((question) => !used.has(question))
  return stray === undefined ? null : { kind: 'invalid', code: 'return_answer_invalid', question: stray }
}
