import { type ChildProcess, fork } from 'node:child_process'

/** How long the child process (and jsdom's memory) stays after the last SVG. */
const IDLE_MS = 30_000
/**
 * An SVG that takes longer than this to clean (a parser bomb, or a first start on a very busy
 * machine) is refused and the process replaced.
 */
const TIMEOUT_MS = 20_000

type Pending = {
  resolve: (svg: string | null) => void
  reject: (error: Error) => void
  timer: NodeJS.Timeout
}

let child: ChildProcess | null = null
let nextId = 0
const pending = new Map<number, Pending>()
let idle: NodeJS.Timeout | null = null

function stop(error?: Error) {
  const current = child
  child = null
  if (idle) clearTimeout(idle)
  idle = null
  for (const [id, waiting] of pending) {
    clearTimeout(waiting.timer)
    waiting.reject(error ?? new Error('svg sanitiser stopped'))
    pending.delete(id)
  }
  current?.kill()
}

function start(): ChildProcess {
  const started = fork(new URL('./svg-sanitiser.child.ts', import.meta.url), [], {
    // Not the server's own flags (an inspector port, a loader): a plain Node running one file.
    execArgv: [],
    serialization: 'json',
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  })
  // An idle child never keeps the server's process alive; the channel is held only while waiting.
  started.unref()
  started.channel?.unref()
  started.on('message', (message) => {
    const { id, svg } = message as { id: number; svg: string | null }
    const waiting = pending.get(id)
    if (!waiting) return
    pending.delete(id)
    clearTimeout(waiting.timer)
    waiting.resolve(svg)
    if (pending.size === 0) {
      started.channel?.unref()
      idle = setTimeout(() => stop(), IDLE_MS)
      idle.unref()
    }
  })
  started.on('error', (error) => {
    if (child === started) stop(error)
  })
  started.on('exit', () => {
    if (child === started) stop()
  })
  return started
}

/**
 * The SVG with everything that could run or reach out removed (svg-sanitiser.child.ts), or null
 * when nothing drawable is left. The DOM behind it is loaded only when an SVG arrives, in a child
 * process that ends after IDLE_MS without SVGs, so an idle server does not carry it.
 */
export function sanitiseSvg(svg: string): Promise<string | null> {
  if (idle) clearTimeout(idle)
  idle = null
  child ??= start()
  const id = nextId++
  const target = child
  return new Promise<string | null>((resolve, reject) => {
    const timer = setTimeout(() => {
      pending.delete(id)
      resolve(null)
      if (child === target) stop(new Error('svg sanitiser timed out'))
    }, TIMEOUT_MS)
    pending.set(id, { resolve, reject, timer })
    target.channel?.ref()
    target.send({ id, svg })
  })
}

/** Ends the child process now (shutdown). */
export function stopSvgSanitiser() {
  stop()
}
