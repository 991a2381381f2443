import { expect, type Locator, type Page } from '@playwright/test';

/**
 * What "looks right" means in a test, instead of a screenshot nothing compares: the page does not scroll
 * sideways, and each of `inside` is visible and lies within the viewport's width.
 */
export async function expectFitsViewport(page: Page, inside: readonly Locator[]): Promise<void> {
  const width = page.viewportSize()!.width;
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: 'no sideways scroll' })
    .toBeLessThanOrEqual(width);
  for (const locator of inside) {
    await expect(locator).toBeVisible();
    const box = (await locator.boundingBox())!;
    expect(box.x, `${String(locator)} starts inside the page`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${String(locator)} ends inside the page`).toBeLessThanOrEqual(width);
  }
}
