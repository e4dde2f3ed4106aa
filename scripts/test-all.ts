/**
 * `npm test`: every check CI runs, in order, stopping at the first that fails, with each
 * stage's duration printed at the end. `.ci/run` runs this same list (it calls `npm test`) and
 * adds its own stages around it; when STAGE_TIMES names a file, each stage's line is appended
 * there too, so `.ci/run` can print one table for the whole run.
 */
import { spawnSync } from 'node:child_process'
import { appendFileSync } from 'node:fs'
import { performance } from 'node:perf_hooks'

/** The stages of `npm test`: a label and the npm script that runs it. */
const STAGES = [
  { label: 'lint', script: 'lint' },
  { label: 'typecheck', script: 'typecheck' },
  { label: 'unit', script: 'test:unit' },
  {
    // scripts/test-integration.ts adds a PostgreSQL pass when DATABASE_URL is set.
    label: process.env.DATABASE_URL ? 'integration (PGlite, PostgreSQL)' : 'integration (PGlite)',
    script: 'test:integration',
  },
  { label: 'e2e (Playwright)', script: 'test:e2e' },
]

function formatSeconds(seconds: number): string {
  const minutes = Math.floor(seconds / 60)
  const rest = seconds - minutes * 60
  return minutes > 0 ? `${minutes}m ${rest.toFixed(0).padStart(2, '0')}s` : `${rest.toFixed(1)}s`
}

const timesFile = process.env.STAGE_TIMES
const done: Array<{ label: string; seconds: number; ok: boolean }> = []
let failed = 0
for (const stage of STAGES) {
  console.log(`\n▶ ${stage.label}: npm run ${stage.script}`)
  const started = performance.now()
  // npm is on PATH inside an npm script; `shell` finds npm.cmd elsewhere too.
  const result = spawnSync('npm', ['run', stage.script], {
    stdio: 'inherit',
    shell: process.platform === 'win32',
  })
  const seconds = (performance.now() - started) / 1000
  const ok = result.status === 0
  done.push({ label: stage.label, seconds, ok })
  if (timesFile) appendFileSync(timesFile, `${stage.label}\t${seconds.toFixed(1)}\t${ok ? 'ok' : 'FAILED'}\n`)
  if (!ok) {
    failed = result.status ?? 1
    break
  }
}
console.log('\nnpm test, stage durations:')
for (const { label, seconds, ok } of done)
  console.log(`  ${label.padEnd(24)} ${formatSeconds(seconds).padStart(8)}${ok ? '' : '  FAILED'}`)
const total = done.reduce((sum, stage) => sum + stage.seconds, 0)
console.log(`  ${'total'.padEnd(24)} ${formatSeconds(total).padStart(8)}`)
process.exit(failed)
