import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

/**
 * The module boundary (decision 026) is a Biome rule (`noRestrictedImports` in biome.json). These
 * tests show it refuses what it should and lets through what it should, by linting small files
 * laid out like the server's sources in a scratch copy of the project's configuration (so the
 * source tree is never touched).
 */
const root = path.resolve(import.meta.dirname, '../../../..')
const biome = path.join(root, 'node_modules/.bin/biome')
const scratch = mkdtempSync(path.join(os.tmpdir(), 'tianguis-boundaries-'))
copyFileSync(path.join(root, 'biome.json'), path.join(scratch, 'biome.json'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

let probes = 0

/** The import specifiers Biome refuses in a file at `file` (relative to the server's src/). */
function refused(file: string, imports: string[]): string[] {
  probes += 1
  const target = path.join(scratch, 'apps/server/src', file.replace(/(\.[a-z]+\.ts)$/, `${probes}$1`))
  mkdirSync(path.dirname(target), { recursive: true })
  const names = imports.map((_, i) => `n${i}`)
  writeFileSync(
    target,
    `${imports.map((from, i) => `import { ${names[i]} } from '${from}'`).join('\n')}\n\nexport const all = [${names.join(', ')}]\n`,
  )
  const run = spawnSync(
    biome,
    ['lint', '--reporter=json', '--only=style/noRestrictedImports', path.relative(scratch, target)],
    { cwd: scratch, encoding: 'utf8' },
  )
  const report = JSON.parse(run.stdout) as {
    diagnostics: Array<{ category: string; location: { start: { line: number } } }>
  }
  return report.diagnostics
    .filter((d) => d.category === 'lint/style/noRestrictedImports')
    .map((d) => imports[d.location.start.line - 1]!)
}

describe('module boundaries (biome noRestrictedImports)', () => {
  it("refuses a module's service reading another module's tables, or anything of HTTP", () => {
    expect(
      refused('modules/items/probe.service.ts', [
        '../shops/shops.tables.ts',
        '../../modules/identity/identity.tables.ts',
        '../../http/route.ts',
        './items.tables.ts',
        '../shops/shops.service.ts',
        '../identity/identity.parts.ts',
        '../../kernel/context.ts',
      ]),
    ).toEqual([
      '../shops/shops.tables.ts',
      '../../modules/identity/identity.tables.ts',
      '../../http/route.ts',
    ])
  })

  it("lets routes use HTTP, but not another module's tables", () => {
    expect(
      refused('modules/catalogues/probe.routes.ts', [
        '../../http/route.ts',
        '../shops/shops.tables.ts',
        './catalogues.service.ts',
      ]),
    ).toEqual(['../shops/shops.tables.ts'])
  })

  it('lets a tables file name another module’s table for a foreign key (the written allowlist)', () => {
    expect(refused('modules/items/probe.tables.ts', ['../identity/identity.tables.ts'])).toEqual([])
  })

  it("refuses the modules' tables outside the modules (the schema drizzle gathers is not linted so)", () => {
    // The HTTP layer's own table (the idempotency keys) is its own business.
    expect(refused('http/probe.ts', ['../modules/shops/shops.tables.ts', './idempotency.tables.ts'])).toEqual(
      ['../modules/shops/shops.tables.ts'],
    )
    expect(refused('flows/probe.ts', ['../modules/items/items.tables.ts'])).toEqual([
      '../modules/items/items.tables.ts',
    ])
    expect(refused('kernel/probe.ts', ['../modules/items/items.tables.ts'])).toEqual([
      '../modules/items/items.tables.ts',
    ])
  })
})
