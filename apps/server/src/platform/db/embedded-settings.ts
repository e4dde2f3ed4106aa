/**
 * PostgreSQL settings for the embedded database (PGlite), added to PGlite's own start
 * parameters. PGlite runs one backend inside this process's WebAssembly memory, which only
 * grows, so every buffer postgres sizes for a server shows up in the Node process's resident
 * memory (decision 034). Sized for one backend and the demo's data, not for a shared server.
 */
export const EMBEDDED_SETTINGS: Record<string, string> = {
  // Postgres's default 128MB buffer pool: pages read once stay resident for good. Reads that miss
  // it still come from the operating system's file cache.
  shared_buffers: '16MB',
  // One backend only (`--single`): room for 100 connections' locks and slots is wasted.
  max_connections: '4',
  // Sorts and hashes of a storefront query stay well under this; index builds get their own.
  work_mem: '2MB',
  maintenance_work_mem: '16MB',
  temp_buffers: '2MB',
}

export function embeddedSettings(): string[] {
  return Object.entries(EMBEDDED_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`])
}
