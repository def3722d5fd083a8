import { expect, type Page } from '@playwright/test';

/** What has focus: its accessible-ish name, whether a focus indicator is drawn, and whether it is in a dialog. */
export interface FocusState {
  name: string;
  tag: string;
  indicator: boolean;
  inDialog: boolean;
}

// A string expression: the e2e files are type-checked without the DOM library.
const READ_FOCUS = `(() => {
  const el = document.activeElement;
  if (!el || el === document.body || el === document.documentElement) return null;
  const style = getComputedStyle(el);
  const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
  const ring = style.boxShadow !== 'none' && style.boxShadow !== '';
  const labels = el.labels && el.labels.length > 0 ? el.labels[0].textContent : '';
  const name = (el.getAttribute('aria-label') || labels || el.textContent || el.getAttribute('title') || '')
    .replace(/\\s+/g, ' ')
    .trim()
    .slice(0, 80);
  return { name, tag: el.tagName.toLowerCase(), indicator: outline || ring, inDialog: !!el.closest('[role=dialog],[role=alertdialog]') };
})()`;

export function readFocus(page: Page): Promise<FocusState | null> {
  return page.evaluate<FocusState | null>(READ_FOCUS);
}

/** Fails unless something has focus and it draws a visible focus indicator (outline or ring). */
export async function expectVisibleFocus(page: Page): Promise<FocusState> {
  const focus = await readFocus(page);
  expect(focus, 'something has focus').not.toBeNull();
  expect(focus!.indicator, `focus is visible on ${focus!.tag} "${focus!.name}"`).toBe(true);
  return focus!;
}

/**
 * Presses Tab (or Shift+Tab) until the focused element's name matches, checking after every step that the focus
 * is visible. Returns the path walked, for the error message when the target is never reached.
 */
export async function tabTo(page: Page, target: RegExp, { back = false, max = 80 } = {}): Promise<FocusState> {
  const walked: string[] = [];
  for (let step = 0; step < max; step += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const focus = await readFocus(page);
    if (!focus) {
      walked.push('(page)');
      continue;
    }
    walked.push(`${focus.tag}:${focus.name}`);
    expect(focus.indicator, `focus is visible on ${focus.tag} "${focus.name}"`).toBe(true);
    if (target.test(focus.name)) return focus;
  }
  throw new Error(`Tab never reached ${String(target)}; walked: ${walked.join(' → ')}`);
}

/**
 * Tabs forward from wherever focus is until it leaves the page's last control, proving nothing traps it: every
 * control on the way shows its focus. Returns the names passed.
 */
export async function expectTabReachesEnd(page: Page, max = 200): Promise<string[]> {
  const walked: string[] = [];
  for (let step = 0; step < max; step += 1) {
    await page.keyboard.press('Tab');
    const focus = await readFocus(page);
    if (!focus) return walked;
    expect(focus.indicator, `focus is visible on ${focus.tag} "${focus.name}"`).toBe(true);
    walked.push(focus.name);
  }
  throw new Error(`focus never left the page after ${max} Tabs: ${walked.slice(-12).join(' → ')}`);
}

/** Inside an open dialog, Tab and Shift+Tab keep focus in it (the one place a trap is right). */
export async function expectFocusStaysInDialog(page: Page, presses = 8): Promise<void> {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let step = 0; step < presses; step += 1) {
      await page.keyboard.press(key);
      const focus = await expectVisibleFocus(page);
      expect(focus.inDialog, `${key} keeps focus in the dialog (on "${focus.name}")`).toBe(true);
    }
  }
}
