import { describe, expect, it } from 'vitest'
import { AnswerCache } from './answer-cache.ts'

/** A cache on a clock the test moves. */
function cacheAt(maxChars = 1_000) {
  const clock = { now: 0 }
  return { cache: new AnswerCache(true, maxChars, () => clock.now), clock }
}

const answer =
  (body: string, tags: string[] = ['shop:a']) =>
  async () => ({ body, tags })

describe('AnswerCache', () => {
  it('keeps an answer for its time, then serves it once more while one fresh copy is computed', async () => {
    const { cache, clock } = cacheAt()
    expect(await cache.answer('a', 5_000, answer('one'))).toEqual({ body: 'one', state: 'miss' })
    clock.now = 4_999
    expect(await cache.answer('a', 5_000, answer('two'))).toEqual({ body: 'one', state: 'hit' })
    clock.now = 5_000
    let refreshes = 0
    let release!: (body: string) => void
    const refresh = () => {
      refreshes += 1
      return new Promise<{ body: string; tags: string[] }>(
        (resolve) => (release = (body) => resolve({ body, tags: [] })),
      )
    }
    expect(await cache.answer('a', 5_000, refresh)).toEqual({ body: 'one', state: 'stale' })
    expect(await cache.answer('a', 5_000, refresh)).toEqual({ body: 'one', state: 'stale' })
    expect(refreshes).toBe(1)
    release('two')
    await new Promise((resolve) => setImmediate(resolve))
    expect(await cache.answer('a', 5_000, refresh)).toEqual({ body: 'two', state: 'hit' })
  })

  it('computes in front of the visitor once an answer is older than twice its time', async () => {
    const { cache, clock } = cacheAt()
    await cache.answer('a', 5_000, answer('one'))
    clock.now = 10_000
    expect(cache.get('a')).toBeUndefined()
    expect(await cache.answer('a', 5_000, answer('two'))).toEqual({ body: 'two', state: 'miss' })
  })

  it('drops an answer whose refresh failed, so the next visitor sees the failure', async () => {
    const { cache, clock } = cacheAt()
    await cache.answer('a', 5_000, answer('one'))
    clock.now = 6_000
    const failing = async () => {
      throw new Error('shop_not_found')
    }
    expect((await cache.answer('a', 5_000, failing)).state).toBe('stale')
    await new Promise((resolve) => setImmediate(resolve))
    await expect(cache.answer('a', 5_000, failing)).rejects.toThrow('shop_not_found')
  })

  it('drops every answer carrying a dropped tag, stale copies too, and keeps the others', async () => {
    const { cache, clock } = cacheAt()
    await cache.answer('a', 5_000, answer('old', ['shop:a', 'items-of:u1']))
    await cache.answer('b', 5_000, answer('other shop', ['shop:b']))
    clock.now = 4_000
    cache.drop(['items-of:u1'])
    expect(cache.get('b')).toBe('other shop')
    clock.now = 6_000
    expect(cache.get('a')).toBeUndefined()
    expect(await cache.answer('a', 5_000, answer('new'))).toEqual({ body: 'new', state: 'miss' })
    expect(cache.get('a')).toBe('new')
  })

  it('does not store an answer read before a write that finished while it was computed', async () => {
    const { cache } = cacheAt()
    let release!: (body: string) => void
    const slow = cache.answer(
      'a',
      5_000,
      () =>
        new Promise<{ body: string; tags: string[] }>(
          (resolve) => (release = (body) => resolve({ body, tags: ['shop:a'] })),
        ),
    )
    cache.drop(['shop:a'])
    release('read before the write')
    expect((await slow).body).toBe('read before the write')
    expect(cache.get('a')).toBeUndefined()
    expect(cache.size).toBe(0)
  })

  it('lets concurrent askers of one missing answer share one computation', async () => {
    const { cache } = cacheAt()
    let computed = 0
    const compute = async () => {
      computed += 1
      await new Promise((resolve) => setTimeout(resolve, 5))
      return { body: 'shared', tags: [] }
    }
    const answers = await Promise.all([1, 2, 3].map(() => cache.answer('a', 5_000, compute)))
    expect(computed).toBe(1)
    expect(answers.map((a) => a.body)).toEqual(['shared', 'shared', 'shared'])
    expect(answers.filter((a) => a.state === 'hit')).toHaveLength(2)
  })

  it('does not keep a failure: the next asker computes again', async () => {
    const { cache } = cacheAt()
    await expect(
      cache.answer('a', 5_000, async () => {
        throw new Error('shop_not_found')
      }),
    ).rejects.toThrow('shop_not_found')
    expect(await cache.answer('a', 5_000, answer('found'))).toEqual({ body: 'found', state: 'miss' })
  })

  it('keeps an answer whose computation saw a drop of a tag it did not read', async () => {
    const { cache } = cacheAt()
    let release!: () => void
    const slow = cache.answer(
      'a',
      5_000,
      () =>
        new Promise<{ body: string; tags: string[] }>(
          (resolve) => (release = () => resolve({ body: 'a', tags: ['shop:a'] })),
        ),
    )
    cache.drop(['shop:b'])
    release()
    await slow
    expect(cache.get('a')).toBe('a')
  })

  it('stays within its size, dropping the oldest answers first, and never keeps an outsized one', async () => {
    const { cache } = cacheAt(100)
    for (const key of ['a', 'b', 'c', 'd', 'e']) await cache.answer(key, 5_000, answer('x'.repeat(12)))
    expect(cache.size).toBe(5)
    for (const key of ['f', 'g', 'h', 'i']) await cache.answer(key, 5_000, answer('x'.repeat(12)))
    expect(cache.size).toBe(8)
    expect(cache.get('a')).toBeUndefined()
    expect(cache.get('i')).toBe('x'.repeat(12))
    await cache.answer('huge', 5_000, answer('x'.repeat(13)))
    expect(cache.get('huge')).toBeUndefined()
  })
})
