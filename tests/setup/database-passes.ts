// Which test files CI's second pass (DATABASE_URL set, on PostgreSQL) runs again. A file that
// would do exactly the same in both passes is left out of the second: it costs time and checks
// nothing new. Read by vitest.config.ts, and by database/test-database.ts, which refuses to open
// a database in a file listed under NO_DATABASE (so the list cannot hide a file that needs one).

/**
 * Files that start their own servers on the embedded database whatever DATABASE_URL says (they
 * test the process, its headers, its requests and the embedded database itself).
 */
export const EMBEDDED_DATABASE_ONLY = [
  'server/security.test.ts',
  'server/request-guard.test.ts',
  'server/site-url.test.ts',
  'server/server-process.test.ts',
  'server/admin-cli.test.ts',
  // a server on the embedded database (startServing sets DATABASE_URL to ''), killed and restarted
  'server/outbox-crash.test.ts',
  'server/languages.test.ts',
  'server/pseudo-locale.test.ts',
  'server/lighthouse-seo.test.ts',
  'server/page-metadata.test.ts',
  'server/js-budget.test.ts',
  'server/forwarded-for.test.ts',
]

/**
 * Files that open no database at all: pure functions, components rendered without loaders,
 * the process's own modules. None calls useTestDatabase() or createTestDatabase(), opens a
 * connection or reads DATABASE_URL, and the child processes they start (a sleeper, a script
 * that throws) open none either.
 */
export const NO_DATABASE = [
  'app/components/admin/unsaved-changes.test.tsx',
  'app/components/site/error-page.test.tsx',
  'app/components/ui/form-controls.test.tsx',
  'app/components/ui/responsive-image.test.tsx',
  'app/content-types/declaration.test.ts',
  'app/content/legacy-admin-routes.test.ts',
  'server/route-tables.test.ts',
  'server/request-log.test.ts',
  'app/content/permissions.test.ts',
  'app/content/translations.test.ts',
  'app/components/site/content-fallback.test.tsx',
  'app/components/site/kept-shell.server.test.tsx',
  'database/demo/translations.test.ts',
  'app/i18n/catalogs.test.ts',
  'app/i18n/trans.test.tsx',
  'app/content/settings.test.ts',
  'app/content/text.test.ts',
  'app/no-raw-html.test.ts',
  'app/routes/site/empty-pages.test.tsx',
  'app/routes/site/home.test.tsx',
  'app/utils/apk.server.test.ts',
  'app/utils/client-address.server.test.ts',
  'app/utils/csv.test.ts',
  'app/utils/dates.server.test.ts',
  'app/utils/edmonton-time.server.test.ts',
  'app/utils/flash.server.test.ts',
  'app/utils/form-key.server.test.ts',
  'app/utils/image-processing.server.test.ts',
  'app/utils/list-params.server.test.ts',
  'app/utils/logger.server.test.ts',
  'app/utils/multipart-upload.server.test.ts',
  'app/utils/redirect-target.test.ts',
  'app/utils/request-form.server.test.ts',
  'database/data-dir-lock.server.test.ts',
  'database/demo/images.server.test.ts',
  'server/error-handler.test.ts',
  'server/fatal.test.ts',
  'server/origin-check.test.ts',
]

/** What a NO_DATABASE file's own source must not mention: the ways a test reaches a database. */
export const DATABASE_USE = /useTestDatabase|createTestDatabase|openPglite|openPostgres|db\.server|DATABASE_URL|startServing|startServer|serveInProcess/
