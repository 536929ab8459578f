// Vitest global set-up: the migrated database every test file starts from, made once per run
// (making a PGlite database from nothing costs seconds; loading a copy, under one). PGlite: a
// dump of a migrated in-memory database in a temporary file; PostgreSQL (DATABASE_URL): a
// migrated template database that each test file copies with CREATE DATABASE ... TEMPLATE.
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openPglite, openPostgres } from '../../database/connection.server'

declare module 'vitest' {
  export interface ProvidedContext {
    /** a file holding a migrated PGlite data directory (dumpDataDir), or '' */
    migratedPgliteDump: string
    /** the name of a migrated PostgreSQL template database on DATABASE_URL's server, or '' */
    migratedTemplateDatabase: string
  }
}

async function withAdmin<T>(url: string, run: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL
  if (url) {
    const name = `test_template_${crypto.randomBytes(6).toString('hex')}`
    await withAdmin(url, (client) => client.query(`create database ${name}`))
    const target = new URL(url)
    target.pathname = `/${name}`
    const connection = await openPostgres(target.toString())
    await connection.migrate()
    // a template must have no connection open while it is copied
    await connection.close()
    project.provide('migratedTemplateDatabase', name)
    project.provide('migratedPgliteDump', '')
    return async () => {
      await withAdmin(url, (client) => client.query(`drop database if exists ${name} with (force)`))
    }
  }
  const connection = await openPglite(null)
  await connection.migrate()
  const dump = await connection.pglite!.dumpDataDir('none')
  await connection.close()
  const file = path.join(os.tmpdir(), `vitest-migrated-${process.pid}-${crypto.randomBytes(4).toString('hex')}.tar`)
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  project.provide('migratedPgliteDump', file)
  project.provide('migratedTemplateDatabase', '')
  return () => fs.rmSync(file, { force: true })
}
