import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { cellAt, describeInBrowser, openType } from "./flow.ts";
import { answer, colOf, rowOf, white } from "./kakuro-starter.ts";

// The play aids on sudoku's first example ("7 2 . | . . 5 | 1 . ."; r1c3's answer is 3), and on kakuro's
// (the "4x4 starter"), in Chromium.

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

const kakuroCell = (page: Page, i: number) => cellAt(page, rowOf(i), colOf(i));
/** A kakuro cell's label past its place: "4, across 7, down 19, mistake", "empty, pencil marks 1 2, ...". */
const kakuroState = async (page: Page, i: number) =>
  ((await kakuroCell(page, i).getAttribute("aria-label")) ?? "").replace(/^Row \d+, column \d+, /, "");

describeInBrowser("play aids in the browser", (held) => {
  it("marks a wrong digit as it is played once the option is on, and remembers the option", async () => {
    const { context, page, errors } = await openType(held.browser, held.site.url, "sudoku");
    expect(await option(page, "Show mistakes as you go").isChecked()).toBe(false);
    await cellAt(page, 1, 3).click();
    await page.keyboard.press("9");
    await expect.poll(() => cellAt(page, 1, 3).getAttribute("aria-label")).toBe("Row 1, column 3, 9");
    await option(page, "Show mistakes as you go").check();
    // The worker proves the solution unique, then the wrong 9 is marked without Check.
    await expect
      .poll(() => page.locator(".aid-note").textContent(), { timeout: 20_000 })
      .toBe("1 mistake marked.");
    expect(await cellAt(page, 1, 3).getAttribute("aria-label")).toBe("Row 1, column 3, 9, mistake");
    expect(await page.locator(".gb-cell.mistake").count()).toBe(1);
    await cellAt(page, 1, 3).click();
    await page.keyboard.press("3");
    await expect.poll(() => cellAt(page, 1, 3).getAttribute("aria-label")).toBe("Row 1, column 3, 3");
    expect(await page.locator(".gb-cell.mistake").count()).toBe(0);
    await page.reload();
    await page.getByRole("grid", { name: "Sudoku puzzle" }).waitFor();
    expect(await option(page, "Show mistakes as you go").isChecked()).toBe(true);
    await cellAt(page, 1, 4).click();
    await page.keyboard.press("3");
    await expect
      .poll(() => cellAt(page, 1, 4).getAttribute("aria-label"), { timeout: 20_000 })
      .toBe("Row 1, column 4, 3, mistake");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("kakuro: marks a wrong digit as it is played, and fills candidates that hold each empty cell's answer", async () => {
    const { context, page, errors } = await openType(held.browser, held.site.url, "kakuro");
    const first = white[0]!;
    const right = answer[first]!;
    const wrong = right === 9 ? 8 : right + 1;
    await kakuroCell(page, first).click();
    await page.keyboard.press(String(wrong));
    await expect.poll(() => kakuroState(page, first)).toMatch(new RegExp(`^${wrong}, `));
    await option(page, "Show mistakes as you go").check();
    // The worker proves the solution unique, then the wrong digit is marked without Check.
    await expect
      .poll(() => page.locator(".aid-note").textContent(), { timeout: 20_000 })
      .toBe("1 mistake marked.");
    expect(await kakuroState(page, first)).toMatch(new RegExp(`^${wrong}, .*, mistake$`));
    expect(await page.locator(".gb-cell.mistake").count()).toBe(1);
    await kakuroCell(page, first).click();
    await page.keyboard.press(String(right));
    await expect.poll(() => kakuroState(page, first)).toMatch(new RegExp(`^${right}, `));
    expect(await kakuroState(page, first)).not.toMatch(/mistake/);
    expect(await page.locator(".gb-cell.mistake").count()).toBe(0);

    // Fill candidates: every other white cell gets pencil marks, its answer among them; the digit entered
    // stays. One move: Undo takes every mark back.
    await page.getByRole("button", { name: "Fill candidates" }).click();
    const rest = white.filter((i) => i !== first);
    await expect
      .poll(
        async () =>
          (await Promise.all(rest.map((i) => kakuroState(page, i)))).filter((l) =>
            /^empty, pencil marks /.test(l),
          ).length,
      )
      .toBe(rest.length);
    for (const i of rest) {
      const marks = /^empty, pencil marks ([\d ]+)/
        .exec(await kakuroState(page, i))![1]!
        .split(" ")
        .map(Number);
      expect(marks, `r${rowOf(i)}c${colOf(i)}`).toContain(answer[i]);
    }
    expect(await kakuroState(page, first)).toMatch(new RegExp(`^${right}, `));
    await page.getByRole("button", { name: "Undo" }).click();
    await expect.poll(() => kakuroState(page, rest[0]!)).toMatch(/^empty, (across|down) /);
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
