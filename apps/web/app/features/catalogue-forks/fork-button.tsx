import { FORK_REFRESH_DELAY_MS } from '@tianguis/core/constants'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { Link, useFetcher } from 'react-router'
import { useT } from '../../i18n/use-t'
import { Button } from '../../ui/button'
import { FORK_CATALOGUE_EVENT, type ForkAnswer, type ForkedProducts } from './fork-answers'

type Phase = 'idle' | 'forking' | 'done' | 'failed'

/**
 * 'Agregar a mi tienda' on another shop's catalogue (001 §4 'Add-all and fork'; decision 070):
 * posts the fork into the viewer's own shop, announces FORK_CATALOGUE with the result, shows the
 * 'forking' state for 3.5 s, then fetches the forked products and shows them with a success
 * message and a link to the copy. Without JavaScript the post lands on the copy in the viewer's
 * shop with a success toast (decision 076).
 */
export function ForkButton(props: {
  action: string
  catalogue: { id: string; name: string }
  target: string
}) {
  const t = useT()
  const fork = useFetcher<ForkAnswer>()
  const products = useFetcher<ForkedProducts>()
  const [phase, setPhase] = useState<Phase>('idle')
  const handled = useRef<ForkAnswer | null>(null)
  const answer = fork.data
  const load = products.load

  useEffect(() => {
    if (fork.state !== 'idle' || !answer || handled.current === answer) return
    handled.current = answer
    if (answer.intent !== 'fork') {
      setPhase('failed')
      return
    }
    setPhase('forking')
    document.dispatchEvent(new CustomEvent(FORK_CATALOGUE_EVENT, { detail: answer.result }))
    const query = new URLSearchParams({ ref: answer.result.owner_id, catalogo: answer.result.catalogue.id })
    const timer = setTimeout(() => {
      void load(`${props.action}?${query}`)
      setPhase('done')
    }, FORK_REFRESH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [fork.state, answer, load, props.action])

  const busy = fork.state !== 'idle' || phase === 'forking'
  const forked = answer?.intent === 'fork' ? answer : null
  // The fetcher asks for data. Without JavaScript (or pressed before the page's code ran) the form
  // posts as a plain one and the route redirects to the copy with a toast (decision 076).
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    form.set('reply', 'data')
    void fork.submit(form, { method: 'post', action: props.action })
  }
  return (
    <div className="flex flex-col gap-2">
      <form method="post" action={props.action} onSubmit={submit}>
        <input type="hidden" name="intent" value="fork" />
        <input type="hidden" name="id" value={props.catalogue.id} />
        <input type="hidden" name="target" value={props.target} />
        <Button
          disabled={busy}
          aria-label={t('sections.catalogue.forks.forkLabel', { name: props.catalogue.name })}
        >
          {t('sections.catalogue.forks.fork')}
        </Button>
      </form>
      <div role="status" aria-live="polite" className="text-sm">
        {busy ? <p>{t('sections.catalogue.forks.forking')}</p> : null}
        {phase === 'failed' ? <p className="text-red-800">{t('sections.catalogue.forks.failed')}</p> : null}
        {phase === 'done' && forked && products.data ? (
          <div className="flex flex-col gap-1">
            <p className="font-medium">
              {t('sections.catalogue.forks.forked', {
                name: forked.result.catalogue.name,
                n: products.data.total,
              })}
            </p>
            <ul className="list-disc pl-5">
              {products.data.names.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
            <Link
              to={`/${forked.target}/catalogos/${encodeURIComponent(forked.result.catalogue.slug)}`}
              className="underline"
            >
              {t('sections.catalogue.forks.open')}
            </Link>
          </div>
        ) : null}
      </div>
    </div>
  )
}
