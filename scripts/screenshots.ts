// Saves a PNG of every screen, at desktop width and at 390 px (phone), into docs/screenshots/, against the real
// built server with a little data seeded through the API. Run with `npm run screenshots` (it builds first).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { createAudioFixtures, UPLOAD_MP3 } from '../e2e/support/audio-fixtures';
import { seedClinic } from '../e2e/support/seed-clinic';
import { startBuiltServer } from '../e2e/support/start-server';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';

const OUT_DIR = path.resolve(import.meta.dirname, '..', 'docs', 'screenshots');
/** Desktop, and a 390 px phone: every screen must fit the phone without horizontal scrolling. */
const VIEWPORTS = [
  { suffix: 'desktop', width: 1280, height: 900 },
  { suffix: '390px', width: 390, height: 844 },
] as const;

interface Shot {
  name: string;
  path: string;
  as: 'doctor' | 'assistant' | 'patient' | null;
  /** Text that proves the screen finished loading. */
  waitFor: string;
  prepare?: (page: Page) => Promise<void>;
  /** Skip with a warning instead of failing (screens that need the speech engine). */
  optional?: boolean;
}

async function capture(
  browser: Browser,
  baseURL: string,
  tokens: Record<string, string>,
  shot: Shot,
  viewport: (typeof VIEWPORTS)[number],
): Promise<void> {
  const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height }, baseURL });
  const page = await context.newPage();
  if (shot.as) {
    await page.goto('/login');
    await page.evaluate(`window.localStorage.setItem('token', ${JSON.stringify(tokens[shot.as])})`);
  }
  try {
    await page.goto(shot.path);
    await page.getByText(shot.waitFor, { exact: false }).first().waitFor({ timeout: 30_000 });
    await shot.prepare?.(page);
    await page.waitForTimeout(300);
    const overflow = Number(await page.evaluate('document.documentElement.scrollWidth - window.innerWidth'));
    if (overflow > 0) throw new Error(`${shot.name} scrolls sideways by ${overflow} px at ${viewport.width} px`);
    const file = `${shot.name}-${viewport.suffix}.png`;
    await page.screenshot({ path: path.join(OUT_DIR, file), fullPage: true });
    console.log(`saved ${file}`);
  } catch (error) {
    if (!shot.optional) throw error;
    console.warn(`skipped ${shot.name}.png: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  mkdirSync(OUT_DIR, { recursive: true });
  createAudioFixtures();
  const server = await startBuiltServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const clinic = await seedClinic(server.baseURL);
    const { visits } = clinic;
    const [alice] = clinic.patientIds;
    const shots: Shot[] = [
      { name: '01-login', path: '/login', as: null, waitFor: 'Welcome to ChartScribe' },
      { name: '02-register', path: '/register', as: null, waitFor: 'Create an Account' },
      { name: '03-home-doctor', path: '/', as: 'doctor', waitFor: 'View All Completed Visits' },
      { name: '04-home-assistant', path: '/', as: 'assistant', waitFor: 'View All Active Visits' },
      { name: '05-patients', path: '/patients', as: 'assistant', waitFor: 'Alice Johnson' },
      {
        name: '06-patients-add-dialog',
        path: '/patients',
        as: 'assistant',
        waitFor: 'Alice Johnson',
        prepare: async (page) => {
          await page.getByRole('button', { name: 'Add Patient' }).click();
          await page.getByRole('dialog').waitFor();
        },
      },
      { name: '07-patient-detail', path: `/patients/${alice}`, as: 'assistant', waitFor: 'Visit History' },
      {
        name: '08-new-visit-assistant',
        path: `/visit/new?patientId=${alice}`,
        as: 'assistant',
        waitFor: 'Record Visit',
      },
      {
        name: '08b-new-visit-generated-note',
        path: `/visit/new?patientId=${clinic.patientIds[1]}`,
        as: 'assistant',
        waitFor: 'Record Visit',
        optional: true,
        prepare: async (page) => {
          await page.getByTestId('audio-file-input').setInputFiles(UPLOAD_MP3);
          await page.getByText('Generated SOAP Note').waitFor({ timeout: 240_000 });
        },
      },
      { name: '09-new-visit-doctor-unassigned', path: '/visit/new', as: 'doctor', waitFor: 'Record Visit' },
      { name: '10-unassigned', path: '/visits/unassigned', as: 'assistant', waitFor: 'Assign Patient' },
      { name: '11-active-doctor', path: '/visits/active', as: 'doctor', waitFor: 'need your review' },
      { name: '12-active-assistant', path: '/visits/active', as: 'assistant', waitFor: 'As a Medical Assistant' },
      { name: '13-completed', path: '/visits/completed', as: 'doctor', waitFor: 'Right ankle sprain' },
      {
        name: '14-visit-review-doctor',
        path: `/visits/${visits.pending}`,
        as: 'doctor',
        waitFor: 'Doctor Review Mode',
      },
      {
        name: '15-visit-pending-assistant',
        path: `/visits/${visits.pending}`,
        as: 'assistant',
        waitFor: 'Cough and fever',
      },
      {
        name: '16-visit-in-progress-doctor',
        path: `/visits/${visits.inProgress}`,
        as: 'doctor',
        waitFor: 'Record Doctor Assessment',
      },
      { name: '17-visit-completed', path: `/visits/${visits.completed}`, as: 'doctor', waitFor: 'Final Diagnosis' },
      {
        name: '18-visit-unassigned',
        path: `/visits/${visits.unassigned}`,
        as: 'assistant',
        waitFor: 'Back to Unassigned Visits',
      },
      { name: '19-access-denied-patient', path: '/', as: 'patient', waitFor: 'Access Denied' },
      {
        name: '20-permission-required-patient',
        path: '/visits/completed',
        as: 'patient',
        waitFor: 'Permission Required',
      },
      { name: '23-assigned-to-me', path: '/visits/assigned', as: 'doctor', waitFor: 'Assigned to Me' },
      {
        name: '24-visit-completed-addendum',
        path: `/visits/${visits.completed}`,
        as: 'doctor',
        waitFor: 'Final Diagnosis',
        prepare: async (page) => {
          await page.getByRole('button', { name: 'Addendum' }).click();
          await page.getByLabel('Addendum').waitFor();
        },
      },
      {
        name: '25-complete-dialog',
        path: `/visits/${visits.pending}`,
        as: 'doctor',
        waitFor: 'Complete Doctor Review',
        prepare: async (page) => {
          await page.getByRole('button', { name: 'Complete Doctor Review' }).click();
          await page.getByRole('dialog').waitFor();
        },
      },
      { name: '26-print-view', path: `/visits/${visits.completed}/print`, as: 'doctor', waitFor: 'Visit Note' },
      { name: '21-not-found', path: '/no/such/page', as: 'assistant', waitFor: '404 Page Not Found' },
      { name: '22-licences', path: '/licences', as: null, waitFor: 'Licences and notices' },
    ];
    for (const viewport of VIEWPORTS)
      for (const shot of shots) await capture(browser, server.baseURL, clinic.tokens, shot, viewport);
    console.log(`${shots.length * VIEWPORTS.length} screenshots in ${OUT_DIR}`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
