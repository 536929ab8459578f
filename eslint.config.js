import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

const ROOT = import.meta.dirname

/** The ways to put a string into a page as HTML. Exported for app/no-raw-html.test.ts. */
export const RAW_HTML_SELECTORS = [
  { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'dangerouslySetInnerHTML is not allowed: render text, not HTML.' },
  { selector: "Property[key.name='dangerouslySetInnerHTML']", message: 'dangerouslySetInnerHTML is not allowed: render text, not HTML.' },
  { selector: "AssignmentExpression > MemberExpression.left[property.name=/^(innerHTML|outerHTML)$/]", message: 'innerHTML/outerHTML is not allowed: use textContent or React.' },
  { selector: "CallExpression[callee.property.name=/^(insertAdjacentHTML|createContextualFragment)$/]", message: 'Parsing a string as HTML is not allowed.' },
  { selector: "CallExpression[callee.object.name='document'][callee.property.name=/^write(ln)?$/]", message: 'document.write is not allowed.' },
]

/**
 * Data flows one way (docs/architecture.md, "How data flows"): route modules -> content types,
 * components and auth -> models -> database. Each zone: a file under `target` may not import
 * anything under `from` (paths from the repository's root; `~/` imports are resolved through
 * tsconfig.json, tests included). Exported for app/import-boundaries.test.ts.
 */
export const IMPORT_BOUNDARIES = [
  {
    target: 'app/utils',
    from: ['app/routes', 'app/content-types', 'app/components', 'app/auth', 'app/email', 'app/models', 'database'],
    message: 'utils/ is plumbing: it takes values, not models or the database (pass a model function in, or move the code to models/ or content-types/).',
  },
  {
    target: 'app/content',
    from: ['app/routes', 'app/content-types', 'app/components', 'app/auth', 'app/email', 'app/models', 'database', 'server'],
    message: 'content/ is loaded by the browser too: it imports only other browser-safe rules.',
  },
  {
    target: 'app/content',
    from: '**/*.server.{ts,tsx}',
    message: 'content/ is loaded by the browser too: no server-only module.',
  },
  {
    target: 'app/components',
    from: ['app/routes', 'app/content-types', 'app/auth', 'app/email', 'app/models', 'database'],
    message: 'Components show what their route or content type hands them; they do not read the database.',
  },
  {
    target: 'app/content-types',
    from: 'app/routes',
    message: 'Route modules call the content types, never the other way round.',
  },
  {
    target: 'app/auth',
    from: ['app/routes', 'app/content-types', 'app/components'],
    message: 'auth/ (session and guards) sits below the routes and content types that call it.',
  },
  {
    target: 'app/email',
    from: ['app/routes', 'app/content-types', 'app/components', 'app/auth'],
    message: 'email/ (templates, outbox worker, SMTP) is called by routes and the server; it calls models, never the other way round.',
  },
  {
    target: 'app/models',
    from: ['app/routes', 'app/content-types', 'app/components', 'app/auth', 'app/email'],
    message: 'Models take values and return rows: they know nothing of requests, routes, content types or screens.',
  },
  {
    target: 'app/i18n',
    from: ['app/routes', 'app/content-types', 'app/components', 'app/auth', 'app/email', 'app/models', 'app/content', 'database'],
    message: 'i18n/ (languages, catalogs, the language cookie) sits below everything that shows words: it imports none of it.',
  },
  {
    target: 'database',
    from: 'app',
    message: 'database/ owns the schema and the connection and imports nothing from app/: what needs models belongs in app/models/.',
  },
]

// Edmonton times come from app/utils/dates.server.ts and edmonton-time.server.ts, with current tz
// data (decision 043): a runtime's own zone rules (Node 20's put Alberta back on UTC-7 in
// November 2026) are never asked for a zone other than UTC.
const TIME_ZONE_SELECTORS = [
  {
    selector: "Property[key.name='timeZone'][value.value!='UTC']",
    message: "Write Edmonton times with app/utils/dates.server.ts (or edmonton-time.server.ts): the runtime's own zone data is out of date (decision 043).",
  },
]

export default tseslint.config(
  { ignores: ['build/', '.react-router/', 'node_modules/', 'drizzle/', 'test-results/', 'playwright-report/', 'data/'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // User text is always rendered as text: no HTML is ever built from strings, in React or
      // in the DOM, and no string is run as code. An exception needs review and a comment
      // (app/no-raw-html.test.ts keeps the list of reviewed exceptions, empty today).
      'no-restricted-syntax': ['error', ...RAW_HTML_SELECTORS, ...TIME_ZONE_SELECTORS],
      'no-eval': 'error',
      'no-new-func': 'error',
    },
  },
  {
    // the direction of imports between the folders (IMPORT_BOUNDARIES above); an import the
    // resolver cannot find would pass the boundary check unseen, so every `~/` or relative
    // import must resolve
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${ROOT}/tsconfig.json` })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: IMPORT_BOUNDARIES }],
      // packages are checked by tsc; React Router's generated ./+types/* and virtual: modules
      // exist only for the type checker and the build
      'import-x/no-unresolved': ['error', { ignore: ['^(?!~/|\\.)', '/\\+types/'] }],
    },
  },
  {
    // tests call loaders and actions with hand-made arguments
    files: ['**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // React's rules apply to components; test helpers named use* are not hooks
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.server.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
)
