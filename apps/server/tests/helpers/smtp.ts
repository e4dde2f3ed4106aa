import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll } from 'vitest'

export interface ReceivedMail {
  to: string[]
  raw: string
}

/**
 * A real SMTP server that keeps what it receives, for one test file: on a free local port, or on
 * `port` (a test can send to a port where nothing listens yet, then start the server there).
 */
export async function startSmtpServer(port = 0) {
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
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const listening = (server.server.address() as AddressInfo).port
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
  return {
    url: `smtp://127.0.0.1:${listening}?ignoreTLS=true`,
    inbox,
    /** The last 6-digit code mailed to `email`. */
    lastCode(email: string): string | undefined {
      const mail = inbox.filter((m) => m.to.includes(email)).at(-1)
      return mail?.raw.match(/\b(\d{6})\b/)?.[1]
    },
    /**
     * Waits until `count` mails to `email` have arrived and returns the last: mail is sent by a job
     * after the request has answered, so a test waits for it rather than reading the inbox at once.
     */
    async waitForMail(email: string, count = 1, timeoutMs = 10_000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const mails = inbox.filter((m) => m.to.includes(email))
        if (mails.length >= count) return mails.at(-1)!
        if (Date.now() > deadline) throw new Error(`no mail to ${email} within ${timeoutMs} ms`)
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
    },
    /** Waits for the first mail to `email` and returns its 6-digit code. */
    async waitForCode(email: string): Promise<string> {
      const mail = await this.waitForMail(email)
      const code = mail.raw.match(/\b(\d{6})\b/)?.[1]
      if (!code) throw new Error(`no code in the mail to ${email}`)
      return code
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
