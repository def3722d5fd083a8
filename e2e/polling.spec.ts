import { expect, loginViaUi, makeAccount, registerViaUi, signOut, test } from './support/fixtures';

test('the active list polls every 5 s and an unchanged list comes back as 304 without blanking the screen', async ({
  page,
}) => {
  const doctor = makeAccount('Doctor', 'Dr Poll');
  await registerViaUi(page, doctor);
  await loginViaUi(page, doctor);
  const statuses: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/visits/active') statuses.push(response.status());
  });
  await page.goto('/visits/active');
  await expect(page.getByText(/These visits have been prepared by Medical Assistants/)).toBeVisible();
  await expect.poll(() => statuses.filter((status) => status === 304).length, { timeout: 20_000 }).toBeGreaterThan(0);
  expect(statuses[0]).toBe(200);
  await expect(page.getByText(/These visits have been prepared by Medical Assistants/)).toBeVisible();
  await signOut(page);
});
