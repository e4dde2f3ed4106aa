import { sql } from 'drizzle-orm'
import { check, text } from 'drizzle-orm/pg-core'

/**
 * A state column and its CHECK constraint, both from a machine's definition
 * (`packages/core/src/state-machine.ts`), so each state is written once: a new state in the
 * definition is a changed CHECK that `npm run db:generate` turns into a migration.
 * `defineMachine()` allows only snake_case states, so they are safe as SQL literals.
 */
export function stateColumn<S extends string>(name: string, machine: { states: readonly S[]; initial: S }) {
  return text(name, { enum: machine.states as unknown as [S, ...S[]] })
    .notNull()
    .default(machine.initial)
}

export function stateCheck(table: string, column: string, machine: { states: readonly string[] }) {
  const values = machine.states.map((state) => `'${state}'`).join(', ')
  return check(`${table}_${column}_check`, sql.raw(`${column} in (${values})`))
}
