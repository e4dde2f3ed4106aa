import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll } from 'vitest'

export interface ReceivedMail {
  to: string[]
  raw: string
}

/** A real SMTP server on a free local port that keeps what it receives, for one test file. */
export async function startSmtpServer() {
  const inbox: ReceivedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        inbox.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.server.address() as AddressInfo).port
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    inbox,
    /** The last 6-digit code mailed to `email`. */
    lastCode(email: string): string | undefined {
      const mail = inbox.filter((m) => m.to.includes(email)).at(-1)
      return mail?.raw.match(/\b(\d{6})\b/)?.[1]
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
