import { type ChildProcess, spawn } from 'node:child_process'

/**
 * Starts a production server for a benchmark on loopback and waits until `/readyz` answers (at
 * most 60 s). `script` is the entry to run; `env` adds what the benchmark needs (database, build).
 */
export async function startBenchServer(options: {
  script: string
  port: number
  env: Record<string, string>
}): Promise<ChildProcess> {
  const origin = `http://127.0.0.1:${options.port}`
  const server = spawn(process.execPath, [options.script], {
    env: {
      ...process.env,
      PORT: String(options.port),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      EXPOSE_QUERY_COUNT: '0',
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/readyz`)).ok) return server
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  server.kill()
  throw new Error('the server did not start within 60 s')
}
