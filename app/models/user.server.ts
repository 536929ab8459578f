import { eq, sql } from 'drizzle-orm'
import { db } from '../../database/db.server'
import { users } from '../../database/schema'
import { hashPassword } from '~/utils/password.server'

export type Role = 'member' | 'admin'

export async function findUserByEmail(email: string) {
  const [user] = await db()
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1)
  return user ?? null
}

export async function createUser(input: { email: string; password: string; role: Role }) {
  const passwordHash = await hashPassword(input.password)
  const [user] = await db()
    .insert(users)
    .values({ email: input.email.trim(), passwordHash, role: input.role })
    .returning({ id: users.id, email: users.email, role: users.role })
  return user
}

/** The contract's first admin: created when no account has that e-mail; never changes an existing one. */
export async function ensureAdmin(email: string, password: string) {
  if (await findUserByEmail(email)) return { created: false as const }
  await createUser({ email, password, role: 'admin' })
  return { created: true as const }
}

export async function countAdmins() {
  const [row] = await db()
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(users.role, 'admin'))
  return row.count
}
