// End-to-end tests drive the production build in Debian's Chromium, on a fresh data directory.
import os from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { TEST_BROWSER } from './tests/support/test-browser'
import { sharedBuildDir } from './tests/support/test-server'

const PORT = Number(process.env.E2E_PORT ?? 4310)
const MAIL_SINK_SMTP_PORT = PORT + 100
const MAIL_SINK_HTTP_PORT = PORT + 101
const dataDir = path.join(os.tmpdir(), `e2e-data-${process.pid}-${Date.now()}`)
// The build the server tests use (tests/support/test-server.ts), made by tests/e2e/build.ts when
// they have not made it: `npm test` builds once. Set here, so that the servers specs start
// themselves (home.spec.ts, "with empty tables") run it too.
process.env.BUILD_DIR = sharedBuildDir()

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // a test that failed once runs once more, and the list reports it as flaky: the whole run shares
  // two loaded cores, and one slow moment must not throw away every other result. Timing itself is
  // never asserted against the wall clock (the carousel tests move the page's clock). The same
  // settings on CI and on a developer's machine: `npm test` does no more work locally (issue 42).
  retries: 1,
  workers: 2,
  reporter: [['list']],
  // One limit for every test, there only to stop a test that hangs. A test is never failed for being
  // slow: timed behaviour is asserted by the tests themselves. Beside Vitest on two loaded cores a
  // test runs up to eight times slower than alone (admin-blogs.spec.ts: 11 s alone, over 90 s in
  // CI on 2026-11-29), so limits fitted to each test's usual time failed tests that were passing.
  timeout: 240_000,
  // and an assertion waits three times Playwright's usual 5 s for the page to catch up
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A trace films a test while it runs (screenshots, DOM snapshots): only the second run of a test
    // that failed once is filmed, and every failed run leaves a screenshot. Filming every test cost
    // a third of the browsers' CPU time (docs/performance.md).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: TEST_BROWSER,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    },
  },
  // Back-office specs change what the public pages show (a testimonial added to the
  // carousel...), so they run after the public specs, which count the demo content.
  projects: [
    { name: 'public', testIgnore: /admin-.*\.spec\.ts/, use: { ...devices['Desktop Chrome'] } },
    { name: 'admin', testMatch: /admin-.*\.spec\.ts/, dependencies: ['public'], use: { ...devices['Desktop Chrome'] } },
  ],
  webServer: [
    {
      // the site sends its e-mail here (tests/e2e/mail-sink.ts); specs read it over HTTP
      command: 'npx tsx tests/e2e/mail-sink.ts',
      url: `http://127.0.0.1:${MAIL_SINK_HTTP_PORT}/messages`,
      reuseExistingServer: false,
      env: { MAIL_SINK_SMTP_PORT: String(MAIL_SINK_SMTP_PORT), MAIL_SINK_HTTP_PORT: String(MAIL_SINK_HTTP_PORT) },
    },
    {
      command: 'npx tsx tests/e2e/build.ts && node server/start.js',
      url: `http://127.0.0.1:${PORT}/`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        NODE_ENV: 'production',
        PORT: String(PORT),
        HOST: '127.0.0.1',
        // canonical links name the address the browser uses, as production's SITE_URL does
        SITE_URL: `http://127.0.0.1:${PORT}`,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        ADMIN_EMAIL: 'admin@e2e.test',
        ADMIN_PASSWORD: 'e2e-admin-password-1234',
        // the shared admin signs in with the password alone: specs sign it in many times a
        // minute, and a code works once. admin-two-factor.spec.ts has its own admin.
        ADMIN_TWO_FACTOR: 'optional',
        SMTP_URL: `smtp://127.0.0.1:${MAIL_SINK_SMTP_PORT}`,
        // tests/e2e/accounts.ts registers each person from an address of their own
        TRUST_PROXY: 'on',
      },
    },
  ],
})
