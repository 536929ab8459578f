// Accounts for end-to-end tests: the admin the e2e server is started with, and a helper to
// register and log in through the real forms.
import type { Page } from '@playwright/test'

export const ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password-1234' }

let counter = 0
/** A fresh e-mail address for one test. */
export function uniqueEmail(label: string) {
  return `${label}-${Date.now()}-${process.pid}-${counter++}@e2e.test`
}

export async function logIn(page: Page, email: string, password: string, { remember = false } = {}) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  if (remember) await page.getByLabel('Remember me').check()
  await page.getByRole('button', { name: 'Log In' }).click()
}

let visitor = 0
export async function register(page: Page, email: string, password: string) {
  // Each person registers from an address of their own (the e2e server trusts X-Forwarded-For):
  // the site allows ten registrations an hour from one address, and the specs register more.
  visitor += 1
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `10.${process.pid % 250}.${Math.floor(visitor / 250) % 250}.${visitor % 250}` })
  await page.goto('/register')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByLabel('Confirm password').fill(password)
  await page.getByRole('button', { name: 'Register' }).click()
  await page.waitForURL(/\/login$/)
}
