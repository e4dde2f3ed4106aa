import { readdirSync } from 'node:fs'
import { ITEM_CREATE_QUOTAS, UPLOAD_QUOTAS } from '@tianguis/core/constants'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { items } from '../src/modules/items/items.tables.ts'
import { createUser, loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/** Per-account quotas (decision 031): a burst past the limit is refused with 429 and nothing beyond it is saved. */
const { app, database, config } = await createTestApp()
const db = database.db

function svgUpload(n: number, cookie: string) {
  const boundary = '----tianguisquota'
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="${n + 1}" height="10"/></svg>`
  const payload = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.svg"\r\nContent-Type: image/svg+xml\r\n\r\n${svg}\r\n--${boundary}--\r\n`,
  )
  return app.inject({
    method: 'POST',
    url: '/api/v1/me/uploads',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie },
  })
}

describe('quotas per account', () => {
  it('refuses uploads past the per-minute quota and stores none of them', async () => {
    const perMinute = UPLOAD_QUOTAS[0]!.max
    await createUser(db, { email: 'uploader-q@example.test' })
    const cookie = await loginAs(app, 'uploader-q@example.test')
    const answers = []
    for (let i = 0; i < 30; i++) answers.push(await svgUpload(i, cookie))
    expect(answers.map((a) => a.statusCode)).toEqual([
      ...Array(perMinute).fill(201),
      ...Array(30 - perMinute).fill(429),
    ])
    expect(answers.at(-1)!.json()).toEqual({
      error: {
        code: 'quota_exceeded',
        message: 'Llegaste al límite de esta acción por ahora. Espera un momento e inténtalo de nuevo.',
      },
    })
    expect(Number(answers.at(-1)!.headers['retry-after'])).toBeGreaterThan(0)
    const stored = readdirSync(config.uploadsDir, { recursive: true }).filter((name) =>
      String(name).endsWith('.svg'),
    )
    expect(stored).toHaveLength(perMinute)
    // Another account has its own quota.
    await createUser(db, { email: 'uploader-r@example.test' })
    expect((await svgUpload(99, await loginAs(app, 'uploader-r@example.test'))).statusCode).toBe(201)
  })

  it('refuses items past the per-minute quota and saves none of them', async () => {
    const perMinute = ITEM_CREATE_QUOTAS[0]!.max
    const supplier = await createUser(db, { email: 'burst@example.test' })
    const cookie = await loginAs(app, 'burst@example.test')
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        app.inject({
          method: 'POST',
          url: '/api/v1/me/items',
          payload: { name: `Jarro ${i}`, type: 'product' },
          headers: { cookie, 'accept-language': 'en' },
        }),
      ),
    )
    const statuses = answers.map((a) => a.statusCode).sort()
    expect(statuses).toEqual([...Array(perMinute).fill(201), ...Array(30 - perMinute).fill(429)])
    const refused = answers.find((a) => a.statusCode === 429)!
    expect(refused.json().error).toEqual({
      code: 'quota_exceeded',
      message: 'You have reached the limit for this action for now. Wait a moment and try again.',
    })
    expect(await db.select().from(items).where(eq(items.ownerId, supplier.id))).toHaveLength(perMinute)
  })
})
