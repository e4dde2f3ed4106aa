export interface MailMessage {
  to: string
  subject: string
  text: string
}

/** Delivers one message; throws when the provider refuses or cannot be reached. */
export type MailTransport = (message: MailMessage) => Promise<void>

/** nodemailer is loaded with the first message, so a process without SMTP never loads it (decision 034). */
export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  let transporter: Promise<import('nodemailer').Transporter> | undefined
  return async (message) => {
    transporter ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(smtpUrl),
    )
    await (await transporter).sendMail({ from, to: message.to, subject: message.subject, text: message.text })
  }
}
