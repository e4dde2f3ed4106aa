import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Keeps docs/spec-coverage.md honest (decision 039): every section has a row, every cited path
 * exists, and a row that says done or partial cites the tests that show it by their titles, each
 * found in its file as the title of an `it(`, `test(` or `describe(`.
 */
const root = path.resolve(import.meta.dirname, '..')
const text = readFileSync(path.join(root, 'docs/spec-coverage.md'), 'utf8')

/** A quoted title shorter than this says too little to name a behaviour. */
const MIN_TITLE_LENGTH = 12

interface Row {
  line: number
  cells: string[]
  status: string
  tests: string
}

interface Citation {
  file: string
  titles: string[]
}

/** A table's cells, split on `|` but not on `\|` (which stands for a literal bar). */
function cellsOf(line: string): string[] {
  return line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replaceAll('\\|', '|'))
}

/** Every body row of every table that has a Status and a Tests column. */
function rowsOf(markdown: string): Row[] {
  const rows: Row[] = []
  let header: string[] | null = null
  markdown.split('\n').forEach((line, index) => {
    if (!line.startsWith('|')) {
      header = null
      return
    }
    const cells = cellsOf(line)
    if (header === null) {
      header = cells
      return
    }
    if (cells.every((cell) => /^-+$/.test(cell))) return
    const status = header.indexOf('Status')
    const tests = header.indexOf('Tests')
    if (status === -1 || tests === -1) return
    rows.push({ line: index + 1, cells, status: cells[status] ?? '', tests: cells[tests] ?? '' })
  })
  return rows
}

/** The Tests cell as cited files, each followed by the quoted titles of its tests. */
function citationsOf(tests: string): Citation[] {
  const citations: Citation[] = []
  for (const match of tests.matchAll(/`([^`]+)`|"([^"]+)"/g)) {
    if (match[1] !== undefined) {
      // Backticked words that are not paths (a field name in a remark) cite nothing.
      if (match[1].includes('/')) citations.push({ file: match[1], titles: [] })
    } else if (citations.length > 0) {
      citations.at(-1)!.titles.push(match[2]!)
    }
  }
  return citations
}

const TEST_FILE = /\.(test|spec)\.tsx?$/
/** The first argument of `it(`, `test(`, `describe(` (and their `.skip`/`.each`/… forms), raw. */
const TITLE = /\b(?:it|test|describe)(?:\.[a-z]+)*\s*\(\s*(['"`])((?:\\.|(?!\1)[\s\S])*?)\1/g

/** The raw titles of a test file's tests and groups (template strings as written). */
function titlesIn(source: string): string[] {
  return [...source.matchAll(TITLE)].map((match) => match[2]!)
}

/**
 * What is wrong with a row's claim, or nothing. A done row cites at least one test file; a
 * partial row says what is built and cites the tests for that part. Each cited test file
 * carries at least one quoted title, and each title is part of one of that file's test titles.
 */
function problemsOf(row: Pick<Row, 'status' | 'tests'>, read: (file: string) => string | null): string[] {
  const done = /^done\b/.test(row.status)
  const partial = /^partial\b/.test(row.status)
  if (!done && !partial) return []
  const problems: string[] = []
  if (partial && !/^partial(: |\s*\(as )\S/.test(row.status)) {
    problems.push('a partial row says what is built ("partial: …" or "partial (as …)")')
  }
  const citations = citationsOf(row.tests)
  if (citations.length === 0) problems.push(`${done ? 'done' : 'partial'} without a cited test`)
  for (const { file, titles } of citations) {
    if (!TEST_FILE.test(file)) {
      problems.push(`${file} is not a test file`)
      continue
    }
    const source = read(file)
    if (source === null) {
      problems.push(`${file} does not exist`)
      continue
    }
    if (titles.length === 0) problems.push(`${file} cited without the title of a test`)
    const known = titlesIn(source)
    for (const title of titles) {
      if (title.length < MIN_TITLE_LENGTH)
        problems.push(`${file}: "${title}" is too short to name a behaviour`)
      else if (!known.some((raw) => raw.includes(title))) problems.push(`${file}: no test titled "${title}"`)
    }
  }
  return problems
}

const readRepoFile = (file: string) => {
  const full = path.join(root, file)
  return existsSync(full) ? readFileSync(full, 'utf8') : null
}

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

  it('backs every done or partial row with cited test titles found in the cited files', () => {
    const rows = rowsOf(text)
    expect(rows.filter((row) => row.status.startsWith('done')).length).toBeGreaterThan(20)
    const wrong = rows.flatMap((row) =>
      problemsOf(row, readRepoFile).map((problem) => `line ${row.line} (${row.cells[1]}): ${problem}`),
    )
    expect(wrong).toEqual([])
  })
})

describe('the coverage check itself', () => {
  const files: Record<string, string> = {
    'a/shell.test.tsx': [
      "describe('ShopShell', () => {",
      "  it('retries the profile 3 times, 3 s apart', () => {})",
      // A template title, as written in the source.
      `  it(\`renders \${kind} mode\`, () => {})`,
      '})',
    ].join('\n'),
  }
  const read = (file: string) => files[file] ?? null
  const problems = (status: string, tests: string) => problemsOf({ status, tests }, read)

  it('accepts a done row whose titles are found in the cited file, template titles as written', () => {
    expect(
      problems('done', `\`a/shell.test.tsx\` "retries the profile 3 times" "renders \${kind} mode"`),
    ).toEqual([])
  })

  it('refuses a done row without tests, with a missing file, or with a title the file does not have', () => {
    expect(problems('done', '—')).toEqual(['done without a cited test'])
    expect(problems('done: all of it', '`a/missing.test.ts` "retries the profile"')).toEqual([
      'a/missing.test.ts does not exist',
    ])
    expect(problems('done', '`a/shell.test.tsx` "retries the profile 5 times"')).toEqual([
      'a/shell.test.tsx: no test titled "retries the profile 5 times"',
    ])
  })

  it('refuses a cited file without a title, a title too short, and a cited file that is not a test', () => {
    expect(problems('done', '`a/shell.test.tsx`')).toEqual([
      'a/shell.test.tsx cited without the title of a test',
    ])
    expect(problems('done', '`a/shell.test.tsx` "retries"')).toEqual([
      'a/shell.test.tsx: "retries" is too short to name a behaviour',
    ])
    expect(problems('done', '`a/shell.tsx` "retries the profile"')).toEqual([
      'a/shell.tsx is not a test file',
    ])
  })

  it('asks a partial row to say what is built and cite its tests; leaves not-yet rows alone', () => {
    expect(problems('partial', '`a/shell.test.tsx` "retries the profile"')).toEqual([
      'a partial row says what is built ("partial: …" or "partial (as …)")',
    ])
    expect(problems('partial: the retry', '—')).toEqual(['partial without a cited test'])
    expect(problems('partial: the retry', '`a/shell.test.tsx` "retries the profile"')).toEqual([])
    expect(problems('not yet', '—')).toEqual([])
  })

  it('reads table rows with escaped bars and ignores tables without Status and Tests', () => {
    const rows = rowsOf(
      [
        '| § | Part | Status | Where | Tests | Issue |',
        '|---|---|---|---|---|---|',
        '| §2 | `{a\\|b}` | done | — | `a/shell.test.tsx` "retries the profile" | #11 |',
        '',
        '| Number | Title |',
        '|---|---|',
        '| 001 | done |',
      ].join('\n'),
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      line: 3,
      status: 'done',
      tests: '`a/shell.test.tsx` "retries the profile"',
    })
    expect(rows[0]!.cells[1]).toBe('`{a|b}`')
  })
})
