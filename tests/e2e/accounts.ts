// Accounts for end-to-end tests: the admin the e2e server is started with, and helpers to
// register, log in and give roles through the real forms.
import type { Browser, Page } from '@playwright/test'
import { expect, test } from './fixtures'

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

/** The password of the accounts `staff` makes. */
export const STAFF_PASSWORD = 'a quiet morning walk'

/** A new account with these roles, as an Administrator makes one: it registers, and the shared Administrator gives the roles on the Users screen. */
export async function staff(browser: Browser, roles: string[]) {
  const email = uniqueEmail(roles.join('-').toLowerCase())
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  const page = await context.newPage()
  await register(page, email, STAFF_PASSWORD)
  await logIn(page, ADMIN.email, ADMIN.password)
  await expect(page).toHaveURL(/\/admin$/)
  await page.goto(`/admin/users?role=member`)
  await page.getByRole('link', { name: `Change roles of ${email}` }).click()
  const panel = page.getByRole('region', { name: `Roles of ${email}` })
  for (const role of roles) await panel.getByRole('checkbox', { name: new RegExp(`^${role}`) }).check()
  await panel.getByRole('button', { name: 'Continue' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, change their roles' }).click()
  await expect(page.getByText(`${email} is now ${roles.join(', ')}.`).first()).toBeVisible()
  await context.close()
  return email
}
