import type { Browser, Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { check, explain, hintAndApply, screenshots, solve } from "./flow.ts";
import { collectErrors } from "./harness.ts";

// Playing a board to the end by pointer, the same way by mouse and by touch: the boards read pointer
// events, so a test passes `page.mouse.click` or `page.touchscreen.tap` as the tap.

/** A click or a tap at a point of the page. */
export type Tap = (x: number, y: number) => Promise<void>;

/** The phone every board must fit: 390 x 844 CSS pixels, touch. */
export const phone = { width: 390, height: 844 };

/**
 * The centre of an element, to click or tap, scrolled into view first: a click at a point outside the window
 * reaches nothing (the page may have scrolled to a panel, as Explain does).
 */
export async function centreOf(target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Taps the target. */
export async function tapOn(target: Locator, tap: Tap) {
  const { x, y } = await centreOf(target);
  await tap(x, y);
}

/**
 * Taps a piece whose taps cycle through states (empty, line, cross...) until `read` gives `want`; each
 * tap waits for the state to change, so none is lost to a render still under way.
 */
export async function tapUntil(target: Locator, read: () => Promise<string>, want: string, tap: Tap) {
  for (let k = 0; k < 3 && (await read()) !== want; k++) {
    const before = await read();
    await tapOn(target, tap);
    await expect.poll(read).not.toBe(before);
  }
  expect(await read()).toBe(want);
}

/** After the last move: Check says solved, the solver's answer shows and is solved too; screenshots. */
export async function finishAndSolve(page: Page, name: string) {
  await check(page, /^Solved!/);
  await solve(page);
  await check(page, /^Solved!/);
  await screenshots(page, name);
}

/**
 * A hint applied and the explanation on the board as it is, then `play` (by mouse) to the end, and
 * finishAndSolve.
 */
export async function hintExplainAndFinish(
  page: Page,
  name: string,
  play: (page: Page, tap: Tap) => Promise<void>,
) {
  await hintAndApply(page);
  await explain(page);
  await play(page, (x, y) => page.mouse.click(x, y));
  await finishAndSolve(page, name);
}

/**
 * Opens a type's page on a phone with touch, plays its first example with `play` (given a tap) and expects
 * Check to say it is solved. Returns the page to look at further; close its context.
 */
export async function solveOnPhone(
  browser: Browser,
  url: string,
  id: string,
  play: (page: Page, tap: Tap) => Promise<void>,
) {
  const context = await browser.newContext({ viewport: phone, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(`${url}${id}`);
  await page.getByRole("grid").first().waitFor();
  await play(page, (x, y) => page.touchscreen.tap(x, y));
  await check(page, /^Solved!/);
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
