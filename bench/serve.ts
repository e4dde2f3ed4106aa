/**
 * The server as `npm start` runs it (apps/server/src/main.ts), started by bench/items.ts with
 * the bench database in its environment. A file of its own so the bench server is easy to tell
 * apart in a process list from the servers of tests and e2e runs on the same machine.
 */
await import('../apps/server/src/main.ts')
