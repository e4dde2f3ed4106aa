import { describe, expect, it } from 'vitest'
import { sandboxSms } from './sandbox.ts'

describe('the SMS sandbox', () => {
  it('writes each message to the log and answers a message id, sending nothing', async () => {
    const lines: Array<{ details: object; message: string }> = []
    const provider = sandboxSms({ info: (details, message) => lines.push({ details, message }) })
    const { id } = await provider.send({ to: '+525512345678', text: 'Tianguis: tu código es 123456.' })
    expect(provider.name).toBe('sandbox')
    expect(id).toMatch(/^sms_/)
    expect(lines).toEqual([
      {
        details: { sms: { id, to: '+525512345678', text: 'Tianguis: tu código es 123456.' } },
        message: 'sms (sandbox): not sent, logged',
      },
    ])
  })
})
