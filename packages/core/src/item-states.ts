import { assertTransition, defineMachine, type Refusal } from './state-machine.ts'

/**
 * An item's two states (001 §3 `list_state` and `hiden`; §4 "unpublished or hidden item: shown
 * dimmed"), as machines (state-machine.ts). They are independent: a draft can be hidden too.
 *
 * - publication, stored in `items.list_state`: a supplier publishes and unpublishes;
 * - visibility, stored as the spec's boolean `items.hiden` (hidden = true): a supplier hides
 *   and shows an item in the shops.
 *
 * `platform` is the marketplace's own moderation: it may withdraw an item (unpublish, hide) but
 * never put one on sale for its supplier. No route acts as the platform yet.
 */
export const ITEM_ACTORS = ['supplier', 'platform'] as const
export type ItemActor = (typeof ITEM_ACTORS)[number]

export const itemPublication = defineMachine({
  name: 'item_publication',
  states: ['unpublished', 'published'],
  initial: 'unpublished',
  actors: ITEM_ACTORS,
  transitions: [
    { event: 'publish', from: ['unpublished'], to: 'published', actors: ['supplier'] },
    { event: 'unpublish', from: ['published'], to: 'unpublished', actors: ['supplier', 'platform'] },
  ],
})
export type ListState = (typeof itemPublication.states)[number]

export const itemVisibility = defineMachine({
  name: 'item_visibility',
  states: ['shown', 'hidden'],
  initial: 'shown',
  actors: ITEM_ACTORS,
  transitions: [
    { event: 'hide', from: ['shown'], to: 'hidden', actors: ['supplier', 'platform'] },
    { event: 'show', from: ['hidden'], to: 'shown', actors: ['supplier'] },
  ],
})
export type Visibility = (typeof itemVisibility.states)[number]
export type ItemEvent = (typeof itemPublication.events)[number] | (typeof itemVisibility.events)[number]

export const visibilityOf = (hiden: boolean): Visibility => (hiden ? 'hidden' : 'shown')

/** A new item starts in each machine's initial state. */
export const NEW_ITEM_STATE = {
  list_state: itemPublication.initial,
  hiden: itemVisibility.initial === 'hidden',
} as const

/**
 * The steps from an item's stored states to the wanted ones (undefined or the same value = no
 * step: setting a value twice changes nothing more), or the first refused one with the field
 * that asked for it.
 */
export function itemStateChange(
  current: { list_state: ListState; hiden: boolean },
  wanted: { list_state?: ListState | undefined; hiden?: boolean | undefined },
  actor: ItemActor,
): { ok: true; events: ItemEvent[] } | { ok: false; field: 'list_state' | 'hiden'; refusal: Refusal } {
  const events: ItemEvent[] = []
  if (wanted.list_state !== undefined && wanted.list_state !== current.list_state) {
    const step = assertTransition(itemPublication, { from: current.list_state, to: wanted.list_state, actor })
    if (!step.ok) return { ok: false, field: 'list_state', refusal: step }
    events.push(step.event)
  }
  if (wanted.hiden !== undefined && wanted.hiden !== current.hiden) {
    const step = assertTransition(itemVisibility, {
      from: visibilityOf(current.hiden),
      to: visibilityOf(wanted.hiden),
      actor,
    })
    if (!step.ok) return { ok: false, field: 'hiden', refusal: step }
    events.push(step.event)
  }
  return { ok: true, events }
}
