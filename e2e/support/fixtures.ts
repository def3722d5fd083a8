import { test as base, expect, type Page } from '@playwright/test';

/** Every test talks to the server global setup started; its URL arrives through the environment. */
export const test = base.extend<{ pageErrors: string[] }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: global setup did not run');
    await use(url);
  },
  // Fails any test whose page throws or breaks the Content-Security-Policy.
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) errors.push(message.text());
      });
      await use(errors);
      expect(errors).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export interface Account {
  name: string;
  email: string;
  password: string;
  roleLabel: 'Doctor' | 'Medical Assistant' | 'Patient' | 'Facility Staff';
}

export function makeAccount(roleLabel: Account['roleLabel'], name: string): Account {
  const slug = `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now().toString(36)}`;
  return { name, email: `${slug}@clinic.test`, password: 'correct-horse-42', roleLabel };
}

/** Radix select: open the trigger named by its label, then pick the option. */
export async function chooseOption(page: Page, label: string | RegExp, option: string): Promise<void> {
  await page.getByLabel(label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

export async function registerViaUi(page: Page, account: Account): Promise<void> {
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Join ChartScribe' })).toBeVisible();
  await page.getByLabel('Name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await chooseOption(page, 'Role', account.roleLabel);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm Password').fill(account.password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Account created successfully').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
}

export async function loginViaUi(page: Page, account: Account): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Logged in successfully').first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(`Welcome, ${account.name}`)).toBeVisible();
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // A string expression: this file is type-checked without the DOM library.
  expect(await page.evaluate('window.localStorage.getItem("token")')).toBeNull();
}
