import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { cellAt, check, describeInBrowser, openType } from "./flow.ts";
import { expectFitsPhone, hintExplainAndFinish, openExample, solveOnPhone, type Tap, tapOn } from "./play.ts";

// The first example ("4x4": cages ABCC / ABCD / EFFD / EGGG) and its one solution, row by row.
const answer = [2, 4, 3, 1, 3, 1, 4, 2, 4, 2, 1, 3, 1, 3, 2, 4];

/** The digit a cell shows, from its label ("Row 1, column 2, 4, cage of ..."), or 0. */
async function digitAt(page: Page, row: number, col: number): Promise<number> {
  const label = (await cellAt(page, row, col).getAttribute("aria-label")) ?? "";
  return Number(/^Row \d+, column \d+, (\d)/.exec(label)?.[1] ?? 0);
}

/** Fills every cell not yet right by tapping it, then the digit pad's button. */
async function fill(page: Page, tap: Tap) {
  for (let i = 0; i < answer.length; i++) {
    const row = Math.floor(i / 4) + 1;
    const col = (i % 4) + 1;
    if ((await digitAt(page, row, col)) === answer[i]) continue;
    await tapOn(cellAt(page, row, col), tap);
    await tapOn(page.getByRole("button", { name: `Digit ${answer[i]}` }), tap);
    await expect.poll(() => digitAt(page, row, col)).toBe(answer[i]);
  }
}

describeInBrowser("killer sudoku in the browser", (held) => {
  it("draws the cages and plays the first example to the end with clicks, hint, explain and solve", async () => {
    const { page, errors, context } = await openType(held.browser, held.site.url, "killer-sudoku");
    const grid = page.getByRole("grid", { name: "Killer Sudoku puzzle" });
    expect(await grid.getByRole("gridcell").count()).toBe(16);
    // The sums are drawn from data-note by CSS: read what the browser renders.
    const drawn = await page
      .locator(".gb-cell .corner")
      .evaluateAll((els) => els.map((el) => getComputedStyle(el, "::before").content.replace(/"/g, "")));
    expect(drawn).toEqual(["5", "5", "8", "5", "5", "3", "9"]);
    // The cage C (r1c3, r1c4, r2c3) is outlined on its outer sides only, in dashes.
    const outline = (row: number, col: number) =>
      cellAt(page, row, col).evaluate((el) => {
        const s = getComputedStyle(el, "::before");
        return [s.borderTopStyle, s.borderTopWidth, s.borderRightWidth].join(" ");
      });
    expect(await outline(1, 3)).toBe("dashed 1px 0px");
    expect(await outline(1, 4)).toBe("dashed 1px 1px");
    expect(await cellAt(page, 1, 3).getAttribute("aria-label")).toBe(
      "Row 1, column 3, empty, cage of 3 adding to 8",
    );

    // Keyboard: r1c1's 2 is right; a 2 beside it repeats in the row, and Check marks it.
    await cellAt(page, 1, 1).click();
    await page.keyboard.press("2");
    await check(page, /^No mistakes so far\.$/);
    // Check took the focus: back to the grid, then arrows.
    await cellAt(page, 1, 1).click();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("2");
    await check(page, /^\d+ mistakes? marked\.$/);
    expect(await cellAt(page, 1, 2).getAttribute("aria-label")).toMatch(/, mistake$/);
    await cellAt(page, 1, 2).click();
    await page.keyboard.press("Backspace");
    await hintExplainAndFinish(page, "killer-sudoku", fill);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("plays to the end by touch on a phone, and a 9x9 fits its width", async () => {
    const { context, page, errors } = await solveOnPhone(held.browser, held.site.url, "killer-sudoku", fill);
    await openExample(page, "9x9", ".gb-grid .gb-cell", 81);
    await expectFitsPhone(page, ".gb-grid");
    expect(errors).toEqual([]);
    await context.close();
  });
});
