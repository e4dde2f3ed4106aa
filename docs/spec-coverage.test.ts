import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/** Keeps docs/spec-coverage.md honest: every section has a row, and every path it cites exists. */
const root = path.resolve(import.meta.dirname, '..')
const text = readFileSync(path.join(root, 'docs/spec-coverage.md'), 'utf8')

describe('docs/spec-coverage.md', () => {
  for (const doc of ['000', '001', '002']) {
    it(`has a row for §1–§9 of spec ${doc}`, () => {
      const start = text.indexOf(`## ${doc}`)
      expect(start).toBeGreaterThanOrEqual(0)
      const next = text.indexOf('\n## ', start + 1)
      const section = text.slice(start, next === -1 ? undefined : next)
      for (let n = 1; n <= 9; n++) expect(section, `§${n} of ${doc}`).toMatch(new RegExp(`\\| §${n}\\b`))
    })
  }

  it('cites only paths that exist', () => {
    const cited = [...text.matchAll(/`((?:apps|packages|e2e|bench|docs|scripts)\/[^`*{}\s]+)`/g)].map(
      (m) => m[1]!,
    )
    expect(cited.length).toBeGreaterThan(0)
    const missing = cited.filter((p) => !existsSync(path.join(root, p)))
    expect(missing).toEqual([])
  })
})
