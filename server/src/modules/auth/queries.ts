import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

/** Who a typed name is: usernames are unique whatever the case (the unique index on lower(username)). */
const sameUsername = (username: string) => eq(sql`lower(${users.username})`, username.toLowerCase());

/** The user a typed name belongs to, whatever its case, to check the password against. */
export async function findUserByUsername(db: Database, username: string) {
  const [user] = await db.select().from(users).where(sameUsername(username));
  return user;
}

/** The id of the account a typed name belongs to, whatever its case. */
export async function accountIdOf(db: Database, username: string): Promise<number | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(sameUsername(username));
  return row?.id;
}
