import type { AudienceViewer } from '@tianguis/core/audience'
import { eq, type SQL, sql } from 'drizzle-orm'
import { users } from './identity.tables.ts'

/**
 * Query parts over the users table for another module's statement to carry (decision 026): the
 * caller passes its own key, never names this module's tables, and gets back a value.
 */

/**
 * The user level (`ul0`–`ul3`, '' unknown) of the user `userId`, or null when there is no such
 * user. The shop's banner read carries it to choose the viewer's audience in the same statement.
 */
export function userLevelOf(userId: string): SQL<AudienceViewer['user_level'] | null> {
  return sql<
    AudienceViewer['user_level'] | null
  >`(select ${users.userLevel} from ${users} where ${eq(users.id, userId)})`
}

/**
 * The name of the user `userId` (an SQL value: the caller's own column), or null. An item's review
 * list carries it to name each reviewer in the statement that reads the page (decision 084).
 */
export function userNameOf(userId: SQL): SQL<string | null> {
  return sql<string | null>`(select ${users.name} from ${users} where ${users.id} = ${userId})`
}
