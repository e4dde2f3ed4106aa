import type { GuestChannel } from '@tianguis/core/contracts/guest'
import type { FormFailure } from '../account/form-result'

/** Where the guest sign-in is (decision 047): choosing where the code goes, or entering it. */
export type GuestState =
  | { step: 'start'; channel: GuestChannel; to: string }
  | { step: 'code'; channel: GuestChannel; to: string; resent: boolean; resendAfter: number }

export const channelOf = (value: unknown): GuestChannel => (value === 'sms' ? 'sms' : 'email')

/** Which step to show: the action's answer when there is one, else the page's start. */
export function guestView(
  start: GuestState,
  answer: unknown,
): { state: GuestState; failure: FormFailure | null } {
  if (answer && typeof answer === 'object' && 'error' in answer) {
    const failed = answer as FormFailure
    const channel = channelOf(failed.values.channel)
    const to = failed.values.to ?? ''
    const state: GuestState =
      failed.values.step === 'code'
        ? { step: 'code', channel, to, resent: false, resendAfter: 0 }
        : { step: 'start', channel, to }
    return { state, failure: failed }
  }
  if (answer && typeof answer === 'object' && 'step' in answer)
    return { state: answer as GuestState, failure: null }
  return { state: start, failure: null }
}
