// With a PostgreSQL server (DATABASE_URL), a connection the server drops does not crash the
// process; the next query simply opens a new one. (Nothing to check on the embedded database.)
import pg from 'pg'
import { describe, expect, it, vi } from 'vitest'
import { sql } from 'drizzle-orm'
import { openPostgres } from './connection.server'

const url = process.env.DATABASE_URL

describe.runIf(url)('a PostgreSQL connection', () => {
  it('survives the server ending an idle connection', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const connection = await openPostgres(url!)
    try {
      const first = (await connection.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] }
      const pid = first.rows[0].pid
      const admin = new pg.Client({ connectionString: url })
      await admin.connect()
      await admin.query('select pg_terminate_backend($1)', [pid])
      await admin.end()
      await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('closed by the server')))
      const again = (await connection.db.execute(sql`select 1 as ok`)) as unknown as { rows: { ok: number }[] }
      expect(again.rows[0].ok).toBe(1)
    } finally {
      await connection.close()
      warn.mockRestore()
    }
  })
})
