import type { FastifyInstance } from 'fastify'
import { accounts, users } from '../../src/modules/identity/identity.tables.ts'
import { hashPassword } from '../../src/modules/identity/passwords.ts'
import type { Db } from '../../src/platform/db/client.ts'
import { newId } from '../../src/platform/ids.ts'
import { sessionCookie } from '../helpers/test-app.ts'

export const FACTORY_PASSWORD = 'factory-password-1'
let hashed: Promise<string> | undefined

let counter = 0

/** A user with a credential account; every factory user has FACTORY_PASSWORD. */
export async function createUser(
  db: Db,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<typeof users.$inferSelect> {
  counter += 1
  hashed ??= hashPassword(FACTORY_PASSWORD)
  const id = newId('usr')
  const [user] = await db
    .insert(users)
    .values({
      id,
      name: `User ${counter}`,
      email: `user${counter}-${id.slice(-6)}@example.test`,
      emailVerified: true,
      ...overrides,
    })
    .returning()
  await db
    .insert(accounts)
    .values({ id: newId('acc'), accountId: id, providerId: 'credential', userId: id, password: await hashed })
  return user!
}

/** Logs in through the API and returns the session cookie header. */
export async function loginAs(
  app: FastifyInstance,
  email: string,
  password = FACTORY_PASSWORD,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password },
  })
  if (response.statusCode !== 200)
    throw new Error(`login failed for ${email}: ${response.statusCode} ${response.body}`)
  return sessionCookie(response.headers['set-cookie'])
}
