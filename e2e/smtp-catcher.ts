import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { SMTPServer } from 'smtp-server'

/**
 * A real SMTP server for the browser journeys (issue 12: "a guest checks out with an email code
 * read from the test SMTP server"). Playwright's global setup starts it before the run; the test
 * server sends every email to it (`SMTP_URL` in playwright.config.ts); each message it receives is
 * written as a file in `E2E_MAIL_DIR`, which the journeys read (`caughtMail()`). The server's outbox
 * route (`/api/e2e/mail`) stays for journeys that only need a code, not the delivery.
 */
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 1000)

export function mailDir(): string {
  const dir = process.env.E2E_MAIL_DIR
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: playwright.config.ts sets it for the run')
  return dir
}

export default async function startSmtpCatcher(): Promise<() => Promise<void>> {
  const dir = mailDir()
  mkdirSync(dir, { recursive: true })
  let received = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received += 1
        const to = session.envelope.rcptTo.map((r) => r.address)
        const raw = Buffer.concat(chunks).toString('utf8')
        writeFileSync(path.join(dir, `${Date.now()}-${received}.json`), JSON.stringify({ to, raw }))
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(SMTP_PORT, '127.0.0.1', resolve))
  return () => new Promise<void>((resolve) => server.close(() => resolve()))
}

/** The messages the SMTP server received for `to`, oldest first, as raw MIME text. */
export function caughtMail(to: string): string[] {
  return readdirSync(mailDir())
    .sort()
    .map(
      (file) => JSON.parse(readFileSync(path.join(mailDir(), file), 'utf8')) as { to: string[]; raw: string },
    )
    .filter((mail) => mail.to.includes(to))
    .map((mail) => mail.raw)
}

/**
 * The 6-digit one-time code in the newest mail to `to`: read from the body only, without the address
 * itself or MIME boundary lines, whose digits could look like a code (unique() ends an address with six
 * hex digits, all of them numbers about one time in sixteen).
 */
export function smtpCode(to: string): string | undefined {
  const raw = caughtMail(to).at(-1)
  if (!raw) return undefined
  const body = raw
    .slice(raw.search(/\r?\n\r?\n/))
    .split(/\r?\n/)
    .filter((line) => !line.startsWith('--'))
    .join('\n')
    .replaceAll(to, '')
  return body.match(/\b(\d{6})\b/)?.[1]
}
