import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

interface AxeNode {
  target: unknown[];
  failureSummary?: string;
  html: string;
}

/**
 * Serious and critical WCAG 2.1 A/AA violations on the page (or inside `include`), written so a
 * failing run says what to fix and where.
 */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const nodes = (v.nodes as AxeNode[])
        .slice(0, 8)
        .map(
          (n) =>
            `    - ${n.target.join(' ')}\n      ${n.html.slice(0, 160)}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`,
        )
        .join('\n');
      return `[${v.impact}] ${v.id}: ${v.help} (${v.nodes.length} nodes)\n${nodes}`;
    });
}

/** Fails with axe's findings when the page (or `include`) has a serious or critical violation. */
export async function expectNoSeriousViolations(page: Page, include?: string): Promise<void> {
  const found = await seriousViolations(page, include);
  expect(found, `axe found:\n${found.join('\n\n')}`).toEqual([]);
}
