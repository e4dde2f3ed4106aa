import { describe, expect, it } from 'vitest'
import { type Audience, type AudienceViewer, audiencesOf, forViewer, isForViewer } from './audience.ts'

const TARGETS: Audience[] = ['all', 'anon', 'ul0', 'ul1', 'ul2']

/** Every viewer × every target: what each one sees (000 §6 "Banner target chooses the audience"). */
const CASES: Array<{ viewer: AudienceViewer; sees: Audience[] }> = [
  { viewer: { anonymous: true, user_level: '' }, sees: ['all', 'anon'] },
  { viewer: { anonymous: false, user_level: 'ul0' }, sees: ['all', 'ul0'] },
  { viewer: { anonymous: false, user_level: 'ul1' }, sees: ['all', 'ul1'] },
  { viewer: { anonymous: false, user_level: 'ul2' }, sees: ['all', 'ul2'] },
  { viewer: { anonymous: false, user_level: 'ul3' }, sees: ['all'] },
  { viewer: { anonymous: false, user_level: '' }, sees: ['all'] },
]

describe('audience', () => {
  for (const { viewer, sees } of CASES) {
    const who = viewer.anonymous ? 'a visitor' : `a user at level '${viewer.user_level}'`
    for (const target of TARGETS) {
      const visible = sees.includes(target)
      it(`${who} ${visible ? 'sees' : 'does not see'} target ${target}`, () => {
        expect(isForViewer(target, viewer)).toBe(visible)
      })
    }
    it(`${who} belongs to exactly ${sees.join(', ')}`, () => {
      expect(audiencesOf(viewer)).toEqual(sees)
    })
  }

  it('a visitor is anonymous whatever level a stale profile carries', () => {
    expect(audiencesOf({ anonymous: true, user_level: 'ul2' })).toEqual(['all', 'anon'])
  })

  it('filters entries for a viewer and keeps their order', () => {
    const entries = TARGETS.map((target, position) => ({ target, position }))
    expect(forViewer(entries, { anonymous: false, user_level: 'ul1' }).map((e) => e.position)).toEqual([0, 3])
    expect(forViewer(entries, { anonymous: true, user_level: '' }).map((e) => e.target)).toEqual([
      'all',
      'anon',
    ])
    expect(forViewer([], { anonymous: true, user_level: '' })).toEqual([])
  })
})
