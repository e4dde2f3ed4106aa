/**
 * State machines as data (conventions 4): a machine lists its states, the transitions between
 * them (from, to, event name), who may take each and, where a rule needs more than the state,
 * a pure guard. Items use it now; orders, payments, returns and refunds will.
 *
 * The same definition feeds the database: the CHECK constraint of a state column is built from
 * `states` (apps/server/src/platform/db/state-check.ts), so each value is written once.
 *
 * A refusal is a business outcome, so the helpers answer typed results, never exceptions
 * (conventions 10). Only a malformed definition throws, when its module loads.
 */

export interface TransitionDefinition<S extends string, E extends string, A extends string, F> {
  event: E
  /** The states this event leaves from. */
  from: readonly S[]
  to: S
  /** Who may take it; anyone else is refused with `actor_not_allowed`. */
  actors: readonly A[]
  /**
   * A pure rule over facts the caller supplies (amounts, dates, flags of the row): the name of
   * the refusal, or null to allow. Checked by `assertTransition`, not by `canTransition`.
   */
  guard?: (facts: F) => string | null
  /** The name of what the caller runs once the change commits (an email, a job); data only. */
  effect?: string
}

export interface MachineDefinition<S extends string, E extends string, A extends string, F> {
  /** snake_case; names the machine in logs and in its CHECK constraint. */
  name: string
  states: readonly S[]
  initial: S
  /** Every actor a transition may name. */
  actors: readonly A[]
  transitions: readonly TransitionDefinition<S, E, A, F>[]
}

export interface Machine<S extends string, E extends string, A extends string, F>
  extends MachineDefinition<S, E, A, F> {
  /** The events, in the order their transitions are listed. */
  events: readonly E[]
}

/** Why a transition was refused. `guard` carries the guard's own reason. */
export type Refusal =
  | { kind: 'unknown_state'; state: string }
  | { kind: 'unknown_event'; event: string }
  | { kind: 'not_from_state' }
  | { kind: 'actor_not_allowed' }
  | { kind: 'guard'; reason: string }

export type TransitionResult<S extends string, E extends string> =
  | { ok: true; from: S; to: S; event: E; effect: string | null }
  | ({ ok: false; from: string } & Refusal)

/** States, events and actors are snake_case words: they go into SQL literals and error details. */
const NAME = /^[a-z][a-z0-9_]*$/

/**
 * Checks a definition once, when its module loads: known names only, no two transitions for
 * the same (state, event), the initial state listed. A broken definition is a programming error.
 */
export function defineMachine<
  const S extends string,
  const E extends string,
  const A extends string,
  F = undefined,
>(definition: {
  name: string
  states: readonly S[]
  initial: NoInfer<S>
  actors: readonly A[]
  transitions: readonly TransitionDefinition<NoInfer<S>, E, NoInfer<A>, F>[]
}): Machine<S, E, A, F> {
  const fail = (problem: string): never => {
    throw new Error(`state machine ${definition.name}: ${problem}`)
  }
  if (!NAME.test(definition.name)) fail('the name must be snake_case')
  const states = new Set<string>(definition.states)
  const actors = new Set<string>(definition.actors)
  if (states.size !== definition.states.length) fail('a state is listed twice')
  if (states.size === 0) fail('no states')
  for (const name of [...states, ...actors]) if (!NAME.test(name)) fail(`"${name}" is not snake_case`)
  if (!states.has(definition.initial)) fail(`the initial state "${definition.initial}" is not listed`)
  const seen = new Set<string>()
  for (const t of definition.transitions) {
    if (!NAME.test(t.event)) fail(`event "${t.event}" is not snake_case`)
    if (!states.has(t.to)) fail(`${t.event} goes to the unknown state "${t.to}"`)
    if (t.from.length === 0) fail(`${t.event} leaves from no state`)
    if (t.actors.length === 0) fail(`${t.event} has no actor`)
    for (const actor of t.actors)
      if (!actors.has(actor)) fail(`${t.event} names the unknown actor "${actor}"`)
    for (const from of t.from) {
      if (!states.has(from)) fail(`${t.event} leaves from the unknown state "${from}"`)
      const key = `${from} ${t.event}`
      if (seen.has(key)) fail(`two transitions for ${t.event} from ${from}`)
      seen.add(key)
    }
  }
  const events = [...new Set(definition.transitions.map((t) => t.event))]
  return Object.freeze({ ...definition, events })
}

export function isState<S extends string>(machine: { states: readonly S[] }, value: unknown): value is S {
  return typeof value === 'string' && (machine.states as readonly string[]).includes(value)
}

type AnyMachine = Machine<string, string, string, never>
type StateOf<M> = M extends Machine<infer S, string, string, infer _F> ? S : never
type EventOf<M> = M extends Machine<string, infer E, string, infer _F> ? E : never
type ActorOf<M> = M extends Machine<string, string, infer A, infer _F> ? A : never
type FactsOf<M> = M extends Machine<string, string, string, infer F> ? F : never

/**
 * Whether `actor` (anyone, when omitted) may move from `from` to `to` by some event. Guards
 * are not consulted: they need facts, so `assertTransition` checks them.
 */
export function canTransition<M extends AnyMachine>(
  machine: M,
  from: StateOf<M>,
  to: StateOf<M>,
  actor?: ActorOf<M>,
): boolean {
  return machine.transitions.some(
    (t) => t.to === to && t.from.includes(from) && (actor === undefined || t.actors.includes(actor)),
  )
}

/** The states `actor` (anyone, when omitted) may reach from `from` in one step, in listing order. */
export function nextStates<M extends AnyMachine>(
  machine: M,
  from: StateOf<M>,
  actor?: ActorOf<M>,
): StateOf<M>[] {
  const reachable = machine.transitions
    .filter((t) => t.from.includes(from) && (actor === undefined || t.actors.includes(actor)))
    .map((t) => t.to as StateOf<M>)
  return [...new Set(reachable)]
}

/**
 * Checks one step, named by its event or by the state it reaches, for one actor: the step to
 * take (with its effect), or why not. The first failing check decides, in this order: unknown
 * state or event, no transition from this state, actor not allowed, the guard's refusal.
 */
export function assertTransition<M extends AnyMachine>(
  machine: M,
  step: { from: string; actor: ActorOf<M>; facts?: FactsOf<M> } & (
    | { event: string; to?: never }
    | { to: string; event?: never }
  ),
): TransitionResult<StateOf<M>, EventOf<M>> {
  const { from } = step
  if (!isState(machine, from)) return { ok: false, from, kind: 'unknown_state', state: from }
  if (step.to !== undefined && !isState(machine, step.to)) {
    return { ok: false, from, kind: 'unknown_state', state: step.to }
  }
  if (step.event !== undefined && !machine.events.includes(step.event)) {
    return { ok: false, from, kind: 'unknown_event', event: step.event }
  }
  const candidates = machine.transitions.filter(
    (t) => t.from.includes(from) && (step.event !== undefined ? t.event === step.event : t.to === step.to),
  )
  if (candidates.length === 0) return { ok: false, from, kind: 'not_from_state' }
  const allowed = candidates.filter((t) => t.actors.includes(step.actor))
  if (allowed.length === 0) return { ok: false, from, kind: 'actor_not_allowed' }
  let refusal: string | null = null
  for (const t of allowed) {
    const reason = t.guard ? t.guard(step.facts as never) : null
    if (reason === null) {
      return {
        ok: true,
        from: from as StateOf<M>,
        to: t.to as StateOf<M>,
        event: t.event as EventOf<M>,
        effect: t.effect ?? null,
      }
    }
    refusal ??= reason
  }
  return { ok: false, from, kind: 'guard', reason: refusal ?? 'refused' }
}
