import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

/** Runs axe-core in the page and returns serious and critical violations only. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  // Colours are judged as they settle: a button that has just become enabled is still fading in (CSS transition).
  // Transitions are switched off while axe looks, through a constructed style sheet (the CSP refuses a <style>), so
  // one that starts after this wait (a form whose data arrives meanwhile) is not caught half-way either. Endless
  // animations (a spinner) never finish and are left alone.
  await page.evaluate(() => {
    const settled = new CSSStyleSheet();
    settled.replaceSync('*, *::before, *::after { transition: none !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, settled];
    return Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
  // Evaluated through the DevTools protocol rather than a <script> tag, which the CSP would block.
  await page.evaluate(axeSource);
  const result = (await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    return axe.run(document, { resultTypes: ['violations'] });
  })) as { violations: AxeViolation[] };
  await page.evaluate(() => {
    document.adoptedStyleSheets = document.adoptedStyleSheets.slice(0, -1);
  });
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
