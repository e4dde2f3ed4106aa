import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { SMTP_PORT } from './smtp-catcher.ts'

const PORT = Number(process.env.E2E_PORT ?? 3100)
// Each run starts the real server on a new embedded database, seeded with the demo data.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tianguis-e2e-'))
// Where the journeys' SMTP server (smtp-catcher.ts) writes what it receives. The config is read again
// in every worker, which inherits this variable from the run's first process.
process.env.E2E_MAIL_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'tianguis-e2e-mail-'))
// Where the demo accounts' shared sessions are kept (fixtures/accounts.ts, `demoSession`).
process.env.E2E_SESSION_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'tianguis-e2e-sessions-'))

/** Debian's Chromium, never a downloaded browser (architecture.md, known gotchas). */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
}

/** The spec files the phone project runs (decision 065). */
const PHONE_JOURNEYS = [
  'shell-visitor',
  'shell-account',
  'storefront',
  'cart',
  'checkout',
  'item-detail',
  'item-search',
  'catalogue-strip',
  'pages-content',
  'hydration',
  'not-found',
  'toasts',
]

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  globalSetup: './smtp-catcher.ts',
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Visitors of the demo shops are Mexican by default; a test that wants English switches.
    locale: 'es-MX',
    launchOptions: chromium,
    trace: 'off',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], locale: 'es-MX', launchOptions: chromium } },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], locale: 'es-MX', launchOptions: chromium },
      // The journeys about what a phone shows differently (the frame, its menus, the cards and the
      // strip, the cart and the checkout's layout, toasts, hydration) run here too; the others are
      // about the server's answers and walk the same pages on the desktop only (decision 065: the CI
      // run stays under 30 minutes). A test tagged @desktop never runs here.
      testMatch: PHONE_JOURNEYS.map((name) => `${name}.spec.ts`),
      grepInvert: /@desktop/,
    },
  ],
  webServer: {
    command: 'node ../apps/server/src/main.ts',
    url: `http://localhost:${PORT}/readyz`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // Every email goes over real SMTP to the journeys' server (smtp-catcher.ts).
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}?ignoreTLS=true`,
      PUBLIC_URL: `http://localhost:${PORT}`,
      // The test-only setup routes the journeys' fixtures use (e2e/fixtures/accounts.ts, decision 033).
      E2E_SETUP: '1',
      // The test server: the setup routes are refused in production (`npm start`'s default).
      NODE_ENV: 'test',
      ...(process.env.WEB_BUILD_DIR ? { WEB_BUILD_DIR: process.env.WEB_BUILD_DIR } : {}),
    },
  },
})
