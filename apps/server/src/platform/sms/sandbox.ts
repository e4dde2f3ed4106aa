import { newId } from '../ids.ts'
import type { SmsMessage, SmsProvider } from './provider.ts'

export interface SandboxSmsLog {
  info(details: object, message: string): void
}

/**
 * The built-in SMS provider (decision 047): sends nothing, writes each message to the log. The
 * message itself is kept in the outbox (channel `sms`, written before this is called), where a
 * developer and the tests read it, as the embedded server's emails are kept without SMTP.
 */
export function sandboxSms(log: SandboxSmsLog): SmsProvider {
  return {
    name: 'sandbox',
    async send(message: SmsMessage) {
      const id = newId('sms')
      log.info({ sms: { id, to: message.to, text: message.text } }, 'sms (sandbox): not sent, logged')
      return { id }
    },
  }
}
