// Data flows one way: route modules -> content types, components and auth -> models -> database
// (docs/architecture.md, "How data flows"). The lint rule import-x/no-restricted-paths holds it
// (IMPORT_BOUNDARIES in eslint.config.js). These tests lint made-up files placed in each folder:
// a wrong import must be refused whether it is written with the `~/` alias or a relative path
// (an alias the resolver did not understand would pass unseen), and the allowed ones must pass.
import fs from 'node:fs'
import path from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'
import { IMPORT_BOUNDARIES } from '../eslint.config.js'

const ROOT = path.resolve(import.meta.dirname, '..')
const RULE = 'import-x/no-restricted-paths'

const eslint = new ESLint({ cwd: ROOT })

async function lint(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) })
  return result.messages
}

/** The lines whose import the rule refuses. */
async function refusedBy(filePath: string, code: string) {
  const lines = (await lint(filePath, code)).filter((message) => message.ruleId === RULE && message.severity === 2).map((message) => message.line)
  return [...new Set(lines)] // a server-only model in content/ breaks two zones at once
}

/** Wrong imports, each zone at least once, as the alias and as a relative path: every import line is refused. */
const FORBIDDEN: Array<[string, string, string]> = [
  [
    'a util importing a model',
    'app/utils/boundary-example.server.ts',
    "import { getSessionUser } from '~/models/session.server'\nimport { storeImage } from '../models/media.server'\nexport const used = [getSessionUser, storeImage]\n",
  ],
  [
    'a util importing the database',
    'app/utils/boundary-example.server.ts',
    "import { db } from '../../database/db.server'\nimport { media } from '../../database/schema'\nexport const used = [db, media]\n",
  ],
  [
    'a util importing a route, a content type, the guards or a component',
    'app/utils/boundary-example.ts',
    "import { loader } from '~/routes/admin/home'\nimport { listLoader } from '~/content-types/admin.server'\nimport { requireAccess } from '~/auth/guards.server'\nimport { DataTable } from '../components/admin/data-table'\nexport const used = [loader, listLoader, requireAccess, DataTable]\n",
  ],
  [
    'the database importing a model',
    'database/boundary-example.server.ts',
    "import { storeImage } from '~/models/media.server'\nimport { getOrganisation } from '../app/models/settings.server'\nexport const used = [storeImage, getOrganisation]\n",
  ],
  [
    'the database importing browser-safe declarations or utils',
    'database/boundary-example.server.ts',
    "import { SETTING_KEYS } from '~/content/settings'\nimport { formatDate } from '../app/utils/dates.server'\nexport const used = [SETTING_KEYS, formatDate]\n",
  ],
  [
    'a model importing a content type, a route, the guards or a component',
    'app/models/boundary-example.server.ts',
    "import { listLoader } from '~/content-types/admin.server'\nimport { loader } from '../routes/admin/home'\nimport { requireAccess } from '~/auth/guards.server'\nimport { DataTable } from '~/components/admin/data-table'\nexport const used = [listLoader, loader, requireAccess, DataTable]\n",
  ],
  [
    'browser-safe content importing a model or the database',
    'app/content/boundary-example.ts',
    "import { getOrganisation } from '~/models/settings.server'\nimport { media } from '../../database/schema'\nexport const used = [getOrganisation, media]\n",
  ],
  [
    'browser-safe content importing a server-only util',
    'app/content/boundary-example.ts',
    "import { env } from '~/utils/env.server'\nimport { logger } from '../utils/logger.server'\nexport const used = [env, logger]\n",
  ],
  [
    'browser-safe content importing a route, a content type or a component',
    'app/content/boundary-example.ts',
    "import { meta } from '~/routes/site/home'\nimport { blog } from '../content-types/blog'\nimport { DataTable } from '~/components/admin/data-table'\nexport const used = [meta, blog, DataTable]\n",
  ],
  [
    'a component importing a model or the database',
    'app/components/site/boundary-example.tsx',
    "import { getOrganisation } from '~/models/settings.server'\nimport { db } from '../../../database/db.server'\nexport const used = [getOrganisation, db]\n",
  ],
  [
    'a component importing a route, a content type or the session',
    'app/components/admin/boundary-example.tsx',
    "import { loader } from '~/routes/admin/home'\nimport { listLoader } from '../../content-types/admin.server'\nimport { getSessionUserFor } from '~/auth/session.server'\nexport const used = [loader, listLoader, getSessionUserFor]\n",
  ],
  [
    'a content type importing a route',
    'app/content-types/boundary-example.server.ts',
    "import { loader } from '~/routes/admin/home'\nimport { action } from '../routes/admin/team/new'\nexport const used = [loader, action]\n",
  ],
  [
    'the session and guards importing a route, a content type or a component',
    'app/auth/boundary-example.server.ts',
    "import { loader } from '~/routes/auth/login'\nimport { listLoader } from '../content-types/admin.server'\nimport { DataTable } from '~/components/admin/data-table'\nexport const used = [loader, listLoader, DataTable]\n",
  ],
]

/** Imports that follow the flow: no message at all (the file names are made up, the modules real). */
const ALLOWED: Array<[string, string, string]> = [
  [
    'a util importing declarations and other utils',
    'app/utils/boundary-example.server.ts',
    "import { FORM_KEY_FIELD } from '~/content/form-key'\nimport { formatDate } from './dates.server'\nimport { env } from '~/utils/env.server'\nexport const used = [FORM_KEY_FIELD, formatDate, env]\n",
  ],
  [
    'a model importing the database, declarations, utils and another model',
    'app/models/boundary-example.server.ts',
    "import { db } from '../../database/db.server'\nimport { media } from '../../database/schema'\nimport { SETTING_KEYS } from '~/content/settings'\nimport { logger } from '~/utils/logger.server'\nimport { storeImage } from './media.server'\nexport const used = [db, media, SETTING_KEYS, logger, storeImage]\n",
  ],
  [
    'the database importing its own schema and connection',
    'database/boundary-example.server.ts',
    "import { db } from './db.server'\nimport { media } from './schema'\nexport const used = [db, media]\n",
  ],
  [
    'a content type importing models, the guards, components, utils and declarations',
    'app/content-types/boundary-example.server.ts',
    "import { storeImage } from '~/models/media.server'\nimport { requireAccess } from '~/auth/guards.server'\nimport { DataTable } from '~/components/admin/data-table'\nimport { formatDate } from '~/utils/dates.server'\nimport { SETTING_KEYS } from '~/content/settings'\nimport { teamMembers } from '../../database/schema'\nexport const used = [storeImage, requireAccess, DataTable, formatDate, SETTING_KEYS, teamMembers]\n",
  ],
  [
    'a route module importing a content type, a model, the guards and a component',
    'app/routes/admin/boundary-example.tsx',
    "import { listLoader } from '~/content-types/admin.server'\nimport { getOrganisation } from '~/models/settings.server'\nimport { requireAccess } from '~/auth/guards.server'\nimport { DataTable } from '~/components/admin/data-table'\nexport const used = [listLoader, getOrganisation, requireAccess, DataTable]\n",
  ],
  [
    'the session importing a model',
    'app/auth/boundary-example.server.ts',
    "import { getSessionUser } from '~/models/session.server'\nimport { env } from '~/utils/env.server'\nexport const used = [getSessionUser, env]\n",
  ],
]

describe('imports follow the data flow', () => {
  for (const [what, file, code] of FORBIDDEN) {
    it(`lint refuses ${what}`, async () => {
      const importLines = code.split('\n').filter((line) => line.startsWith('import ')).length
      expect(await refusedBy(file, code)).toEqual(Array.from({ length: importLines }, (_, index) => index + 1))
    })
  }

  for (const [what, file, code] of ALLOWED) {
    it(`lint accepts ${what}`, async () => {
      expect(await lint(file, code)).toEqual([])
    })
  }

  it('refuses, in every zone, an import from each folder it names', async () => {
    // a real module in each folder a zone keeps out, imported from a made-up file in the zone
    const missed: string[] = []
    for (const zone of IMPORT_BOUNDARIES) {
      const sources = [zone.from].flat().map((from) => (from.includes('*') ? 'app/utils/env.server.ts' : someModuleIn(from)))
      for (const source of sources) {
        const file = `${zone.target}/boundary-example.server.ts`
        const relative = path.relative(path.dirname(path.join(ROOT, file)), path.join(ROOT, source)).replace(/\.tsx?$/, '')
        const code = `import * as module from '${relative.startsWith('.') ? relative : `./${relative}`}'\nexport const used = [module]\n`
        if ((await refusedBy(file, code)).length === 0) missed.push(`${zone.target} <- ${source}`)
      }
    }
    expect(missed).toEqual([])
  }, 60_000)

  it('an import the resolver cannot follow is an error, so a broken alias cannot pass unseen', async () => {
    const messages = await lint('app/utils/boundary-example.ts', "import { nothing } from '~/models/no-such-model.server'\nexport const used = [nothing]\n")
    expect(messages.map((message) => message.ruleId)).toEqual(['import-x/no-unresolved'])
  })
})

/** A source file (not a test) under `folder`, found on disk so the check follows the tree. */
function someModuleIn(folder: string): string {
  const queue = [folder]
  while (queue.length > 0) {
    const dir = queue.shift()!
    const entries = fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))
    const file = entries.find((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name))
    if (file) return `${dir}/${file.name}`
    queue.push(...entries.filter((entry) => entry.isDirectory() && !entry.name.startsWith('.')).map((entry) => `${dir}/${entry.name}`))
  }
  throw new Error(`No module in ${folder}`)
}
