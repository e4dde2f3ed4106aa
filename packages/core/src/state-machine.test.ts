import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { assertTransition, canTransition, defineMachine, isState, nextStates } from './state-machine.ts'

// A small order-like machine, with a guard and effects, to exercise what items do not use.
const order = defineMachine({
  name: 'test_order',
  states: ['pending', 'paid', 'shipped', 'cancelled'],
  initial: 'pending',
  actors: ['customer', 'shop', 'system'],
  transitions: [
    { event: 'pay', from: ['pending'], to: 'paid', actors: ['system'], effect: 'send_receipt' },
    {
      event: 'cancel',
      from: ['pending', 'paid'],
      to: 'cancelled',
      actors: ['customer', 'shop'],
      guard: (facts: { hoursSincePaid: number }) => (facts.hoursSincePaid > 24 ? 'window_expired' : null),
    },
    { event: 'ship', from: ['paid'], to: 'shipped', actors: ['shop'] },
  ],
})

// Every allowed (from, to, actor), written out by hand so a change to the machine must be made twice.
const ALLOWED = new Set([
  'pending paid system',
  'pending cancelled customer',
  'pending cancelled shop',
  'paid cancelled customer',
  'paid cancelled shop',
  'paid shipped shop',
])
const STATE = fc.constantFrom(...order.states)
const ACTOR = fc.constantFrom(...order.actors)

describe('defineMachine', () => {
  const base = {
    name: 'm',
    states: ['a', 'b'] as const,
    initial: 'a' as const,
    actors: ['x'] as const,
  }
  it('keeps the definition and lists its events once each', () => {
    expect(order.events).toEqual(['pay', 'cancel', 'ship'])
    expect(order.initial).toBe('pending')
  })
  it.each([
    ['an unknown target', { ...base, transitions: [{ event: 'go', from: ['a'], to: 'c', actors: ['x'] }] }],
    ['an unknown source', { ...base, transitions: [{ event: 'go', from: ['c'], to: 'b', actors: ['x'] }] }],
    ['an unknown actor', { ...base, transitions: [{ event: 'go', from: ['a'], to: 'b', actors: ['y'] }] }],
    ['no actor', { ...base, transitions: [{ event: 'go', from: ['a'], to: 'b', actors: [] }] }],
    ['no source', { ...base, transitions: [{ event: 'go', from: [], to: 'b', actors: ['x'] }] }],
    [
      'one event twice from one state',
      {
        ...base,
        transitions: [
          { event: 'go', from: ['a'], to: 'b', actors: ['x'] },
          { event: 'go', from: ['a'], to: 'a', actors: ['x'] },
        ],
      },
    ],
    ['a state listed twice', { ...base, states: ['a', 'a'], transitions: [] }],
    ['an initial state not listed', { ...base, initial: 'z', transitions: [] }],
    ['a name that is not snake_case', { ...base, states: ['a', "b'); drop"], transitions: [] }],
    [
      'an event that is not snake_case',
      { ...base, transitions: [{ event: 'Go', from: ['a'], to: 'b', actors: ['x'] }] },
    ],
  ])('refuses %s', (_, definition) => {
    expect(() => defineMachine(definition as never)).toThrow(/state machine m/)
  })
})

describe('canTransition, nextStates and assertTransition agree with the table', () => {
  it('accepts every allowed (from, to, actor) and refuses every other', () => {
    fc.assert(
      fc.property(STATE, STATE, ACTOR, (from, to, actor) => {
        const allowed = ALLOWED.has(`${from} ${to} ${actor}`)
        expect(canTransition(order, from, to, actor)).toBe(allowed)
        const step = assertTransition(order, { from, to, actor, facts: { hoursSincePaid: 0 } })
        expect(step.ok).toBe(allowed)
        if (step.ok) expect(step.to).toBe(to)
      }),
      { numRuns: 500 },
    )
  })

  it('without an actor, allows a pair some actor may take', () => {
    fc.assert(
      fc.property(STATE, STATE, (from, to) => {
        const any = order.actors.some((actor) => ALLOWED.has(`${from} ${to} ${actor}`))
        expect(canTransition(order, from, to)).toBe(any)
      }),
    )
  })

  it('lists as next exactly the states canTransition allows', () => {
    fc.assert(
      fc.property(STATE, ACTOR, (from, actor) => {
        const expected = order.states.filter((to) => ALLOWED.has(`${from} ${to} ${actor}`))
        expect(new Set(nextStates(order, from, actor))).toEqual(new Set(expected))
      }),
    )
  })

  it('names the refusal: no way from here, or not for this actor', () => {
    expect(assertTransition(order, { from: 'shipped', to: 'paid', actor: 'system' })).toMatchObject({
      ok: false,
      kind: 'not_from_state',
    })
    expect(assertTransition(order, { from: 'pending', event: 'pay', actor: 'customer' })).toMatchObject({
      ok: false,
      kind: 'actor_not_allowed',
    })
  })

  it('refuses unknown states and events as such (values read from outside are plain strings)', () => {
    expect(assertTransition(order, { from: 'lost', to: 'paid', actor: 'system' })).toMatchObject({
      ok: false,
      kind: 'unknown_state',
      state: 'lost',
    })
    expect(assertTransition(order, { from: 'paid', to: 'lost', actor: 'shop' })).toMatchObject({
      kind: 'unknown_state',
      state: 'lost',
    })
    expect(assertTransition(order, { from: 'paid', event: 'refund', actor: 'shop' })).toMatchObject({
      kind: 'unknown_event',
      event: 'refund',
    })
  })

  it('applies the guard to the facts given, and names the effect of an accepted step', () => {
    expect(
      assertTransition(order, {
        from: 'paid',
        event: 'cancel',
        actor: 'customer',
        facts: { hoursSincePaid: 30 },
      }),
    ).toMatchObject({ ok: false, kind: 'guard', reason: 'window_expired' })
    expect(
      assertTransition(order, {
        from: 'paid',
        event: 'cancel',
        actor: 'customer',
        facts: { hoursSincePaid: 2 },
      }),
    ).toEqual({ ok: true, from: 'paid', to: 'cancelled', event: 'cancel', effect: null })
    expect(assertTransition(order, { from: 'pending', event: 'pay', actor: 'system' })).toEqual({
      ok: true,
      from: 'pending',
      to: 'paid',
      event: 'pay',
      effect: 'send_receipt',
    })
  })

  it('never leaves the listed states on any walk of accepted events', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...order.events), ACTOR), { maxLength: 20 }), (walk) => {
        let state: string = order.initial
        for (const [event, actor] of walk) {
          const step = assertTransition(order, { from: state, event, actor, facts: { hoursSincePaid: 0 } })
          if (step.ok) state = step.to
          expect(isState(order, state)).toBe(true)
        }
      }),
    )
  })
})

describe('any machine: the helpers follow its transition list', () => {
  const NAMES = ['s0', 's1', 's2', 's3']
  const ACTORS = ['a0', 'a1']
  const definition = fc
    .uniqueArray(
      fc.record({
        from: fc.constantFrom(...NAMES),
        to: fc.constantFrom(...NAMES),
        actors: fc.subarray(ACTORS, { minLength: 1 }),
        event: fc.constantFrom('e0', 'e1', 'e2'),
      }),
      { selector: (t) => `${t.from} ${t.event}`, maxLength: 12 },
    )
    .map((transitions) =>
      defineMachine({
        name: 'generated',
        states: NAMES,
        initial: 's0',
        actors: ACTORS,
        transitions: transitions.map((t) => ({ ...t, from: [t.from] })),
      }),
    )

  it('accepts a step exactly when some listed transition joins the pair for the actor', () => {
    fc.assert(
      fc.property(
        definition,
        fc.constantFrom(...NAMES),
        fc.constantFrom(...NAMES),
        fc.constantFrom(...ACTORS),
        (machine, from, to, actor) => {
          const listed = machine.transitions.some(
            (t) => t.from.includes(from) && t.to === to && t.actors.includes(actor),
          )
          expect(canTransition(machine, from, to, actor)).toBe(listed)
          expect(assertTransition(machine, { from, to, actor }).ok).toBe(listed)
          expect(nextStates(machine, from, actor).includes(to)).toBe(listed)
        },
      ),
      { numRuns: 300 },
    )
  })
})
