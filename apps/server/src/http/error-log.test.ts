import { describe, expect, it } from 'vitest'
import { errorForLog } from './error-log.ts'

describe('error log', () => {
  it('keeps the kind and SQLSTATE of a failed query, never its statement, parameters or values', () => {
    const database = Object.assign(
      new Error('invalid input syntax for type integer: "4111 1111 1111 1111"'),
      {
        code: '22P02',
        severity: 'ERROR',
        detail: 'Key (email)=(ana@example.test) already exists.',
        table: 'users',
      },
    )
    const query = Object.assign(
      new Error('Failed query: select * from users where email = $1\nparams: ana@example.test'),
      {
        query: 'select * from users where email = $1',
        params: ['ana@example.test'],
        cause: database,
      },
    )
    const logged = errorForLog(query)
    const text = JSON.stringify(logged)
    expect(logged).toMatchObject({
      message: 'database query failed',
      cause: { code: '22P02', table: 'users', message: 'invalid input syntax for type integer: "…"' },
    })
    expect(text).not.toContain('ana@example.test')
    expect(text).not.toContain('4111')
    expect(text).not.toContain('select')
  })

  it('keeps an ordinary error’s message and frames', () => {
    const logged = errorForLog(new TypeError('x is not a function'))
    expect(logged).toMatchObject({ type: 'TypeError', message: 'x is not a function' })
    expect(String(logged.stack)).toMatch(/^\s+at /)
  })
})
