// The one axe scan of the end-to-end suite: WCAG 2.1 A and AA, serious and critical violations.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe on this page: a page without frames is scanned in place (legacy mode), for its violations
 * only: axe's default opens a blank page to gather frames' partial results, which a frameless page
 * does not need, and returns every passing node, together most of the scan's time
 * (bench/results/browser-stage.md).
 */
function scanOf(page: Page): AxeBuilder {
  return new AxeBuilder({ page })
    .setLegacyMode(page.frames().length === 1)
    .options({ resultTypes: ['violations'] });
}

/**
 * The settled page's serious and critical violations, each as `rule: target | target | target`.
 * The scan runs with reduced motion and after the page's finite animations: axe scrolls to the
 * elements it checks, and a transition that scrolling starts (the app banner fading near the
 * page's end) would be read half-way. Endless animations (a loader's spin) never finish and are
 * left out of the wait.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished.catch(() => null)),
      ),
    );
    const results = await scanOf(page)
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id}: ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(' | ')}`,
      );
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
}

/** The targets of the named axe rules' violations on the settled page, whatever their impact. */
export async function violationsOf(page: Page, rules: string[]): Promise<string[]> {
  const results = await scanOf(page).withRules(rules).analyze();
  return results.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}
