import { useFetcher } from 'react-router'
import { useT } from '../../i18n/use-t'
import { useHydrated } from '../../lib/use-hydrated'
import { Button } from '../../ui/button'
import type { ForkAnswer } from './fork-answers'

/**
 * The catalogue's shareable campaign link for the shop's admins (000 §2, §5; decision 070): the
 * page's address with the sharer's referral and the link's campaign, ready to copy.
 */
export function ShareLink(props: { action: string; catalogue: { id: string } }) {
  const t = useT()
  const share = useFetcher<ForkAnswer>()
  const hydrated = useHydrated()
  const answer = share.state === 'idle' ? share.data : undefined
  return (
    <div className="flex flex-col gap-2">
      <share.Form method="post" action={props.action}>
        <input type="hidden" name="intent" value="share" />
        <input type="hidden" name="id" value={props.catalogue.id} />
        <Button variant="secondary" disabled={share.state !== 'idle' || !hydrated}>
          {t('sections.catalogue.forks.share')}
        </Button>
      </share.Form>
      {answer?.intent === 'share' ? (
        <input
          readOnly
          aria-label={t('sections.catalogue.forks.shareLabel')}
          value={answer.link.encoded_mkt_url}
          onFocus={(event) => event.currentTarget.select()}
          className="w-full max-w-xl rounded-md border px-2 py-1 text-sm"
        />
      ) : null}
      {answer?.intent === 'share-failed' ? (
        <p role="alert" className="text-red-800">
          {t('sections.catalogue.forks.shareFailed')}
        </p>
      ) : null}
    </div>
  )
}
