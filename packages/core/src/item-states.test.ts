import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  ITEM_ACTORS,
  type ItemActor,
  itemPublication,
  itemStateChange,
  itemVisibility,
  NEW_ITEM_STATE,
} from './item-states.ts'
import { canTransition } from './state-machine.ts'

// Written out by hand: (from, to, actor) steps each machine allows.
const PUBLICATION = new Set([
  'unpublished published supplier',
  'published unpublished supplier',
  'published unpublished platform',
])
const VISIBILITY = new Set(['shown hidden supplier', 'shown hidden platform', 'hidden shown supplier'])

describe('item machines', () => {
  it('a new item is an unpublished draft, shown', () => {
    expect(NEW_ITEM_STATE).toEqual({ list_state: 'unpublished', hiden: false })
  })

  it('publication: every allowed step accepted, every other refused', () => {
    for (const from of itemPublication.states)
      for (const to of itemPublication.states)
        for (const actor of ITEM_ACTORS)
          expect(canTransition(itemPublication, from, to, actor), `${from} → ${to} by ${actor}`).toBe(
            PUBLICATION.has(`${from} ${to} ${actor}`),
          )
  })

  it('visibility: every allowed step accepted, every other refused', () => {
    for (const from of itemVisibility.states)
      for (const to of itemVisibility.states)
        for (const actor of ITEM_ACTORS)
          expect(canTransition(itemVisibility, from, to, actor), `${from} → ${to} by ${actor}`).toBe(
            VISIBILITY.has(`${from} ${to} ${actor}`),
          )
  })
})

describe('itemStateChange', () => {
  const listState = fc.constantFrom(...itemPublication.states)
  const actor = fc.constantFrom<ItemActor>(...ITEM_ACTORS)

  it('a supplier may set any publication and visibility; setting the same value is no step', () => {
    fc.assert(
      fc.property(
        listState,
        fc.boolean(),
        fc.option(listState, { nil: undefined }),
        fc.option(fc.boolean(), { nil: undefined }),
        (ls, h, wantLs, wantH) => {
          const change = itemStateChange(
            { list_state: ls, hiden: h },
            { list_state: wantLs, hiden: wantH },
            'supplier',
          )
          expect(change.ok).toBe(true)
          if (!change.ok) return
          const expected = [
            ...(wantLs !== undefined && wantLs !== ls
              ? [wantLs === 'published' ? 'publish' : 'unpublish']
              : []),
            ...(wantH !== undefined && wantH !== h ? [wantH ? 'hide' : 'show'] : []),
          ]
          expect(change.events).toEqual(expected)
        },
      ),
    )
  })

  it('the platform may withdraw an item but never publish or show it', () => {
    fc.assert(
      fc.property(actor, listState, fc.boolean(), (who, ls, h) => {
        const publish = itemStateChange(
          { list_state: 'unpublished', hiden: h },
          { list_state: 'published' },
          who,
        )
        expect(publish.ok).toBe(who === 'supplier')
        const show = itemStateChange({ list_state: ls, hiden: true }, { hiden: false }, who)
        expect(show.ok).toBe(who === 'supplier')
        if (!show.ok) expect(show).toMatchObject({ field: 'hiden', refusal: { kind: 'actor_not_allowed' } })
        expect(
          itemStateChange(
            { list_state: 'published', hiden: false },
            { list_state: 'unpublished', hiden: true },
            who,
          ),
        ).toEqual({
          ok: true,
          events: ['unpublish', 'hide'],
        })
      }),
    )
  })
})
