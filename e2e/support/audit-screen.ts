import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * What is wrong with the screen as it is now: sideways scrolling (the layout must fit 390 px) and every serious or
 * critical axe-core violation, each named with where it was seen.
 */
export async function auditScreen(page: Page, where: string): Promise<string[]> {
  const problems: string[] = [];
  // A string expression: the e2e files are type-checked without the DOM library.
  const overflow = Number(await page.evaluate('document.documentElement.scrollWidth - window.innerWidth'));
  if (overflow > 0) problems.push(`${where}: scrolls sideways by ${overflow} px`);
  const results = await new AxeBuilder({ page }).analyze();
  for (const violation of results.violations) {
    if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
    problems.push(`${where}: ${violation.id} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  }
  return problems;
}

/** The two widths every screen is checked at: a desktop and a 390 px phone. */
export const WIDTHS = [1280, 390] as const;
