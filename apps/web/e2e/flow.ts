import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject } from "vitest";
import {
  browserAvailable,
  browserForFile,
  collectErrors,
  launchBrowser,
  type Site,
  screenshot,
} from "./harness.ts";

/** The built site as the run serves it (e2e/global-setup.ts). */
export type SharedSite = Pick<Site, "url" | "server">;

/**
 * The built site and Chromium for the describe block it is called in: the site the run's global setup
 * serves (e2e/global-setup.ts) and the run's browser as this block's own ({@link sharedBrowser}), whose
 * contexts are closed after it. Read `site` and `browser` inside the tests (they are set by then).
 */
export function siteAndBrowser(): { readonly site: SharedSite; readonly browser: Browser } {
  const held = {} as { site: SharedSite; browser: Browser };
  beforeAll(async () => {
    held.site = shared();
    held.browser = await sharedBrowser();
  });
  afterAll(async () => {
    await held.browser?.close();
  });
  return held;
}

/**
 * A describe block of browser tests, run where there is a Chromium (`browserAvailable`), its tests given
 * the shared site and browser (`siteAndBrowser`).
 */
export function describeInBrowser(
  name: string,
  tests: (run: { readonly site: SharedSite; readonly browser: Browser }) => void,
) {
  describe.runIf(browserAvailable())(name, () => tests(siteAndBrowser()));
}

/**
 * The run's Chromium, started by the first file that asks in this test process and kept for the files after
 * it (the config runs them one after another in one process that keeps its modules: `isolate: false`); it
 * ends with the process. Returned as the caller's own ({@link browserForFile}): closing it closes the
 * contexts the caller opened, service workers blocked in them unless `serviceWorkers` is "allow".
 */
export async function sharedBrowser(options: { serviceWorkers?: "allow" | "block" } = {}): Promise<Browser> {
  running ??= launchBrowser();
  return browserForFile(await running, options);
}

let running: Promise<Browser> | undefined;

function shared(): SharedSite {
  const run = inject("e2e");
  if (!run) throw new Error("the global setup (e2e/global-setup.ts) started no site");
  return run;
}

/** The page's live status line. */
export const status = (page: Page) => page.locator("p.status");

/** A desktop browser window. */
export const desktop = { width: 1280, height: 900 };

/**
 * Opens a type's page on a fresh browser context (empty localStorage) and waits for its grid (or the text
 * of a type without a board); `device`
 * adds to the context (a phone's `isMobile` and `hasTouch`).
 */
export async function openType(
  browser: Browser,
  url: string,
  id: string,
  viewport = desktop,
  device: Omit<BrowserContextOptions, "viewport"> = {},
) {
  const context = await browser.newContext({ ...device, viewport });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(`${url}${id}`);
  await page.locator('[role="grid"], .generic-board').first().waitFor();
  return { context, page, errors };
}

/** The grid cell at `row`, `col` (from 1), found by the start of its label ("Row 2, column 3, ..."). */
export const cellAt = (page: Page, row: number, col: number) =>
  page.getByRole("gridcell", { name: new RegExp(`^Row ${row}, column ${col},`) });

/** Check, then expect the status line to match. */
export async function check(page: Page, expected: RegExp) {
  await page.getByRole("button", { name: "Check", exact: true }).click();
  await expect.poll(() => status(page).textContent()).toMatch(expected);
}

/** Hint: a step with its reason, highlighted on the board; then apply it. */
export async function hintAndApply(page: Page) {
  await page.getByRole("button", { name: "Hint", exact: true }).click();
  await expect.poll(() => status(page).textContent(), { timeout: 20_000 }).toMatch(/^Hint: .{10,}/);
  expect(await page.locator(".hint").count()).toBeGreaterThan(0);
  await page.getByRole("button", { name: "Apply hint" }).click();
  await expect.poll(() => status(page).textContent()).toMatch(/^Applied: /);
}

/** Explain: step forwards and backwards through the path, then close. */
export async function explain(page: Page) {
  await page.getByRole("button", { name: /explain the solution/i }).click();
  const count = page.locator(".step-count");
  await expect.poll(() => count.textContent(), { timeout: 30_000 }).toMatch(/^Step 1 of \d+/);
  const total = Number((await count.textContent())!.match(/of (\d+)/)![1]);
  if (total > 1) {
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect.poll(() => count.textContent()).toMatch(/^Step 2 of/);
    await page.getByRole("button", { name: "Back", exact: true }).click();
    await expect.poll(() => count.textContent()).toMatch(/^Step 1 of/);
  }
  expect(await page.locator(".step-message").textContent()).toMatch(/\w{3,}/);
  await page.getByRole("button", { name: "Close", exact: true }).click();
}

/** Solve in the worker: the answer is unique, and it goes on the board. */
export async function solve(page: Page) {
  await page.getByRole("button", { name: "Solve", exact: true }).click();
  await page.locator(".solve-result").waitFor({ timeout: 30_000 });
  expect(await page.locator(".solve-result strong").textContent()).toBe("Exactly one solution.");
  await page.getByRole("button", { name: /show the solution/i }).click();
}

/** Generates a puzzle from `seed` with the form as it is set, and waits until the page says it is open. */
export async function generate(page: Page, seed: number) {
  await page.getByLabel("Seed").fill(String(seed));
  await page.getByRole("button", { name: "Generate", exact: true }).click();
  await expect
    .poll(() => status(page).textContent(), { timeout: 30_000 })
    .toBe(`Generated a puzzle from seed ${seed}.`);
}

/**
 * Share with progress, open the link in a new browser context and reload it: the board must look the same.
 * Returns the new page.
 */
export async function shareAndReload(browser: Browser, page: Page, boardText: (p: Page) => Promise<string>) {
  const before = await boardText(page);
  await page.getByLabel("Include my progress in the link").check();
  await page.getByRole("button", { name: "Copy a link" }).click();
  const link = await page.locator("#share-link").inputValue();
  expect(link).toMatch(/^http:\/\/[\d.:]+\/[\w-]+\?p=[\w-]+&s=[\w-]+$/);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const other = await context.newPage();
  const errors = collectErrors(other);
  await other.goto(link);
  await other.getByRole("grid").first().waitFor();
  await expect.poll(() => boardText(other)).toBe(before);
  await expect.poll(() => other.evaluate(() => location.search)).toBe("");
  await other.reload();
  await other.getByRole("grid").first().waitFor();
  await expect.poll(() => boardText(other)).toBe(before);
  expect(errors).toEqual([]);
  return other;
}

/**
 * The rest of a type's tour from where its board is: a hint applied, the explanation, the solution and
 * Check saying solved; the screenshots (`name`); then shareAndReload. Returns the reloaded page.
 */
export async function finishAndShare(
  browser: Browser,
  page: Page,
  name: string,
  boardText: (p: Page) => Promise<string>,
) {
  await hintAndApply(page);
  await explain(page);
  await solve(page);
  await check(page, /^Solved!/);
  await screenshots(page, name);
  return shareAndReload(browser, page, boardText);
}

/**
 * Screenshots (artifacts for a person to look at, e2e/screenshots): the page, the same in dark mode, and the
 * print layout, all of this one page. Each type's page on a phone is pictured by screenshots.e2e.ts.
 */
export async function screenshots(page: Page, name: string) {
  await screenshot(page, name);
  await page.emulateMedia({ colorScheme: "dark" });
  await screenshot(page, `${name}-dark`);
  await page.emulateMedia({ colorScheme: "light", media: "print" });
  await screenshot(page, `${name}-print`);
  await page.emulateMedia({ media: "screen" });
}
