import { expect, loginViaUi, makeAccount, registerViaUi, signOut, test } from './support/fixtures';

test('without a token every screen but login and register goes to /login', async ({ page }) => {
  for (const path of ['/', '/patients', '/visits/active', '/visits/42', '/no/such/page']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  }
  await page.goto('/register');
  await expect(page.getByText('Create an Account')).toBeVisible();
});

test('a patient account sees Access Denied on provider pages', async ({ page }) => {
  const patient = makeAccount('Patient', 'Paula Patient');
  await registerViaUi(page, patient);
  await loginViaUi(page, patient);
  await expect(page.getByText('Access Denied - Only healthcare providers can access this page')).toBeVisible();
  const patientsCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/patients') patientsCalls.push(request.url());
  });
  await page.goto('/patients');
  await expect(page.getByText('Access Denied - Only healthcare providers can access this page')).toBeVisible();
  await page.goto('/visits/completed');
  await expect(page.getByText('Permission Required')).toBeVisible();
  expect(patientsCalls).toHaveLength(0);
  await signOut(page);
});

test('an unknown path shows the 404 screen; sign out clears the token', async ({ page }) => {
  const assistant = makeAccount('Medical Assistant', 'Nora Nurse');
  await registerViaUi(page, assistant);
  await loginViaUi(page, assistant);
  await page.goto('/definitely/not/a/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await signOut(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});
