import nodemailer from 'nodemailer'

export interface MailMessage {
  to: string
  subject: string
  text: string
}

/** Delivers one message; throws when the provider refuses or cannot be reached. */
export type MailTransport = (message: MailMessage) => Promise<void>

export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl)
  return async (message) => {
    await transporter.sendMail({ from, to: message.to, subject: message.subject, text: message.text })
  }
}
