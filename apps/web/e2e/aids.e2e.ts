import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openType, siteAndBrowser } from "./flow.ts";
import { browserAvailable } from "./harness.ts";

// The play aids on sudoku's first example ("7 2 . | . . 5 | 1 . ."; r1c3's answer is 3), in Chromium.

const cell = (page: Page, row: number, col: number) =>
  page.getByRole("gridcell", { name: new RegExp(`^Row ${row}, column ${col},`) });
const option = (page: Page, name: string) => page.getByRole("checkbox", { name });
const timerState = (page: Page) => page.locator(".timer-time").getAttribute("data-state");

/** Tells the page its tab was hidden or shown again, as switching tabs does (headless tabs stay visible). */
const setVisibility = (page: Page, state: "visible" | "hidden") =>
  page.evaluate((s) => {
    Object.defineProperty(document, "visibilityState", { value: s, configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
  }, state);

/** The time saved with the sudoku's progress in localStorage, in ms (0 when none). */
const savedTime = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith("gridsmith:v1:sudoku:p:"));
    return key ? (JSON.parse(localStorage.getItem(key)!).elapsedMs ?? 0) : 0;
  });

describe.runIf(browserAvailable())("play aids in the browser", () => {
  const held = siteAndBrowser();

  it("marks a wrong digit as it is played once the option is on, and remembers the option", async () => {
    const { context, page, errors } = await openType(held.browser, held.site.url, "sudoku");
    expect(await option(page, "Show mistakes as you go").isChecked()).toBe(false);
    await cell(page, 1, 3).click();
    await page.keyboard.press("9");
    await expect.poll(() => cell(page, 1, 3).getAttribute("aria-label")).toBe("Row 1, column 3, 9");
    await option(page, "Show mistakes as you go").check();
    // The worker proves the solution unique, then the wrong 9 is marked without Check.
    await expect
      .poll(() => page.locator(".aid-note").textContent(), { timeout: 20_000 })
      .toBe("1 mistake marked.");
    expect(await cell(page, 1, 3).getAttribute("aria-label")).toBe("Row 1, column 3, 9, mistake");
    expect(await page.locator(".sudoku-cell.mistake").count()).toBe(1);
    await cell(page, 1, 3).click();
    await page.keyboard.press("3");
    await expect.poll(() => cell(page, 1, 3).getAttribute("aria-label")).toBe("Row 1, column 3, 3");
    expect(await page.locator(".sudoku-cell.mistake").count()).toBe(0);
    await page.reload();
    await page.getByRole("grid", { name: "Sudoku puzzle" }).waitFor();
    expect(await option(page, "Show mistakes as you go").isChecked()).toBe(true);
    await cell(page, 1, 4).click();
    await page.keyboard.press("3");
    await expect
      .poll(() => cell(page, 1, 4).getAttribute("aria-label"), { timeout: 20_000 })
      .toBe("Row 1, column 4, 3, mistake");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps time that stops on Pause (hiding the board) and while the tab is hidden, saved with the progress", async () => {
    const { context, page, errors } = await openType(held.browser, held.site.url, "sudoku");
    await option(page, "Timer").check();
    await expect.poll(() => timerState(page)).toBe("running");
    const grid = page.getByRole("grid", { name: "Sudoku puzzle" });
    await page.getByRole("button", { name: "Pause" }).click();
    await expect.poll(() => timerState(page)).toBe("paused");
    expect(await grid.isVisible()).toBe(false);
    await page.getByRole("button", { name: "Back to the puzzle" }).click();
    await expect.poll(() => timerState(page)).toBe("running");
    expect(await grid.isVisible()).toBe(true);
    await setVisibility(page, "hidden");
    await expect.poll(() => timerState(page)).toBe("paused");
    // Hiding the tab saves the time played so far with the puzzle's progress.
    await expect.poll(() => savedTime(page)).toBeGreaterThan(0);
    // While the clock is stopped (nothing more to save), the saved time becomes an hour and more: the
    // reloaded page must start from it, not from zero.
    await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith("gridsmith:v1:sudoku:p:"))!;
      localStorage.setItem(
        key,
        JSON.stringify({ ...JSON.parse(localStorage.getItem(key)!), elapsedMs: 3_725_000 }),
      );
    });
    await page.reload();
    await grid.waitFor();
    await expect.poll(() => timerState(page)).toBe("running");
    const [h, m, sec] = (await page.locator(".timer-time").textContent())!
      .match(/(\d+):(\d\d):(\d\d)/)!
      .slice(1)
      .map(Number);
    expect(h! * 3600 + m! * 60 + sec!).toBeGreaterThanOrEqual(3725);
    expect(errors).toEqual([]);
    await context.close();
  });
});
