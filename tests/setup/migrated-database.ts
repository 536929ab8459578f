// Vitest global set-up: the migrated database every test file starts from, made once per run
// (making a PGlite database from nothing costs seconds; loading a copy, under one). PGlite: a
// dump of a migrated in-memory database in a temporary file; PostgreSQL (DATABASE_URL): a
// migrated template database that each test file copies with CREATE DATABASE ... TEMPLATE.
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { openPglite, openPostgres } from '../../database/connection.server'
import { createPostgresDatabase } from '../support/test-server'

declare module 'vitest' {
  export interface ProvidedContext {
    /** a file holding a migrated PGlite data directory (dumpDataDir), or '' */
    migratedPgliteDump: string
    /** the name of a migrated PostgreSQL template database on DATABASE_URL's server, or '' */
    migratedTemplateDatabase: string
  }
}

export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL
  if (url) {
    const template = await createPostgresDatabase(url, 'test_template')
    const connection = await openPostgres(template.url)
    await connection.migrate()
    // a template must have no connection open while it is copied
    await connection.close()
    project.provide('migratedTemplateDatabase', template.name)
    project.provide('migratedPgliteDump', '')
    return template.drop
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
