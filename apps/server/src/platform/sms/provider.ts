/**
 * Text messages (decision 047): guest checkout codes now, order updates later. The sandbox writes
 * each message to the outbox and the log; a real gateway implements the same interface.
 */
export interface SmsMessage {
  /** E.164, e.g. +525512345678. */
  to: string
  text: string
}

export interface SmsProvider {
  readonly name: string
  send(message: SmsMessage): Promise<{ id: string }>
}
