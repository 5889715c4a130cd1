import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { check, describeInBrowser, finishAndShare, generate, openType } from "./flow.ts";

/** The board as text: one character per cell, '.' for empty. */
const boardText = (page: Page) =>
  page
    .locator(".gb-grid .gb-cell")
    .evaluateAll((cells) => cells.map((c) => c.textContent?.trim().slice(0, 1) || ".").join(""));

describeInBrowser("sudoku in the browser", (held) => {
  it("plays the first example with the keyboard, checks, hints, explains, solves, shares and reloads", async () => {
    const { page, errors, context } = await openType(held.browser, held.site.url, "sudoku");
    const grid = page.getByRole("grid", { name: "Sudoku puzzle" });
    expect(await grid.getByRole("gridcell").count()).toBe(81);
    // seed-01 starts "7 2 . | . . 5 | 1 . .": r1c3 is empty.
    await page.getByRole("gridcell", { name: /^Row 1, column 1,/ }).click();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("9");
    await expect
      .poll(() => page.getByRole("gridcell", { name: /^Row 1, column 3,/ }).getAttribute("aria-label"))
      .toBe("Row 1, column 3, 9");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Shift+Digit3");
    await page.keyboard.press("Shift+Digit7");
    expect(await page.getByRole("gridcell", { name: /^Row 3, column 3,/ }).getAttribute("aria-label")).toBe(
      "Row 3, column 3, empty, pencil marks 3 7",
    );
    await page.keyboard.press("Control+z");
    expect(await page.getByRole("gridcell", { name: /^Row 3, column 3,/ }).getAttribute("aria-label")).toBe(
      "Row 3, column 3, empty, pencil marks 3",
    );
    // 9 at r1c3 is wrong (the answer is 6).
    await check(page, /^1 mistake marked\.$/);
    expect(await page.getByRole("gridcell", { name: /^Row 1, column 3, 9, mistake$/ }).count()).toBe(1);
    await page.getByRole("gridcell", { name: /^Row 1, column 3,/ }).click();
    await page.keyboard.press("Backspace");
    const other = await finishAndShare(held.browser, page, "sudoku", boardText);
    expect((await boardText(other)).includes(".")).toBe(false);
    await other.context().close();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("says where a pasted puzzle is wrong, and generates a new one", async () => {
    const { page, errors, context } = await openType(held.browser, held.site.url, "sudoku");
    await page.getByLabel(/type or paste a puzzle/i).fill(`${"1".repeat(40)}x${".".repeat(40)}`);
    await page.getByLabel("Format", { exact: true }).selectOption("line");
    await page.getByRole("button", { name: "Open text" }).click();
    await page.locator("#parse-error").waitFor();
    expect(await page.locator("#parse-error").textContent()).toMatch(/Line 1, column 41/);
    await page.getByLabel("Difficulty").selectOption("easy");
    await generate(page, 7);
    expect(errors).toEqual([]);
    await context.close();
  });
});
