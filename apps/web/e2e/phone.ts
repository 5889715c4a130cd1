import type { Browser, Page } from "playwright-core";
import { expect } from "vitest";
import { collectErrors } from "./harness.ts";

/** The phone every board must fit: 390 x 844 CSS pixels, touch. */
export const phone = { width: 390, height: 844 };

/** Opens a type's page on a phone with touch (taps are pointer events of type touch) and waits for its grid. */
export async function openOnPhone(browser: Browser, url: string, id: string, gridName: string) {
  const context = await browser.newContext({ viewport: phone, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(`${url}${id}`);
  await page.getByRole("grid", { name: gridName }).waitFor();
  return { context, page, errors };
}

/** Opens one of the type's examples by name and waits until its grid has `pieces` pieces matching `piece`. */
export async function openExample(page: Page, name: string, piece: string, pieces: number) {
  await page.locator("#example").selectOption({ label: name });
  await expect.poll(() => page.locator(piece).count()).toBe(pieces);
}

/** The grid lies within the phone's width and the page does not scroll sideways. */
export async function expectFitsPhone(page: Page, grid: string) {
  const box = (await page.locator(grid).boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(phone.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  return box;
}

/** The centre of an element, to click or tap. */
export async function centreOf(target: ReturnType<Page["locator"]>) {
  const box = (await target.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}
