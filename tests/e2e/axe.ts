/**
 * axe-core, injected into the page: the serious and critical violations of
 * the WCAG 2.1 A/AA rules, one line each with the elements they concern.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * What a run checks. `without-colour` leaves out the two rules that compare
 * colours, colour-contrast and link-in-text-block, which together took about
 * half of axe's time per page: the per-route visit uses it, and one page per
 * template runs the full set (routes.spec.ts). Both depend on the style sheets,
 * which a template shares across its pages, not on a page's words: links in
 * running text are underlined at any depth (src/css/custom.css), and code
 * colours are checked apart (config/prism.test.ts).
 */
export type AxeRules = 'all' | 'without-colour';

/** Serious and critical violations on the page, or within `include` (CSS selectors) only. */
export async function seriousViolations(
  page: Page,
  include: string[] = [],
  rules: AxeRules = 'all',
): Promise<string[]> {
  let builder = new AxeBuilder({ page })
    .withTags(wcagTags)
    .options({ resultTypes: ['violations'] })
    // One axe.run in the page itself; the default opens an extra page per
    // analysis to merge results across cross-origin frames, which we do not have.
    .setLegacyMode();
  if (rules === 'without-colour') builder = builder.disableRules(['color-contrast', 'link-in-text-block']);
  for (const selector of include) builder = builder.include(selector);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ` +
        violation.nodes
          .slice(0, 5)
          .map((node) => node.target.join(' '))
          .join(', ') +
        (violation.nodes.length > 5 ? ` and ${violation.nodes.length - 5} more` : ''),
    );
}
