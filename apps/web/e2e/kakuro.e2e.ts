import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { cellAt, check, describeInBrowser, openType } from "./flow.ts";
import { answer, colOf, rowOf, starter, white } from "./kakuro-starter.ts";
import { expectFitsPhone, hintExplainAndFinish, openExample, solveOnPhone, type Tap, tapOn } from "./play.ts";
import { expectNoSidewaysScroll, expectTouchSized, tap } from "./touch.ts";

// The site opens on the package's first example ("4x4 starter", kakuro-starter.ts).

const labelAt = (page: Page, i: number) => cellAt(page, rowOf(i), colOf(i)).getAttribute("aria-label");

/** The digit a white cell shows, from its label ("Row 2, column 3, 4, across 7, down 19"), or 0. */
async function digitAt(page: Page, i: number): Promise<number> {
  return Number(/^Row \d+, column \d+, (\d)(?:,|$)/.exec((await labelAt(page, i)) ?? "")?.[1] ?? 0);
}

/** Fills every white cell not yet right by tapping it, then the digit pad's button. */
async function fill(page: Page, tap: Tap) {
  for (const i of white) {
    if ((await digitAt(page, i)) === answer[i]) continue;
    await tapOn(cellAt(page, rowOf(i), colOf(i)), tap);
    await tapOn(page.getByRole("button", { name: `Digit ${answer[i]}` }), tap);
    await expect.poll(() => digitAt(page, i)).toBe(answer[i]);
  }
}

describeInBrowser("kakuro in the browser", (held) => {
  it("draws the clues and plays the first example by keyboard, with check, hint, explain and solve", async () => {
    const { page, errors, context } = await openType(held.browser, held.site.url, "kakuro");
    const grid = page.getByRole("grid", { name: "Kakuro puzzle" });
    expect(await grid.getByRole("gridcell").count()).toBe(starter.rows * starter.cols);
    // The clues are drawn from data-clue by CSS: read what the browser renders, down and across.
    const drawn = await page
      .locator(".gb-cell .clue")
      .evaluateAll((els) =>
        els.map((el) => `${el.classList[1]} ${getComputedStyle(el, "::before").content.replace(/"/g, "")}`),
      );
    const clues = starter.cells.flatMap((c) =>
      typeof c === "number"
        ? []
        : [
            ...(c.down === undefined ? [] : [`down ${c.down}`]),
            ...(c.across === undefined ? [] : [`across ${c.across}`]),
          ],
    );
    expect(drawn).toEqual(clues);
    // Each black cell is named by its clues in words, "down 16, across 7", or "black".
    const named = starter.cells.flatMap((c) =>
      typeof c === "number"
        ? []
        : [
            [c.down === undefined ? "" : `down ${c.down}`, c.across === undefined ? "" : `across ${c.across}`]
              .filter(Boolean)
              .join(", ") || "block",
          ],
    );
    const blackLabels = await page
      .locator(".gb-cell.block")
      .evaluateAll((els) => els.map((el) => el.getAttribute("aria-label")));
    expect(blackLabels).toEqual(named);

    // Keyboard: the first white cell's digit is right; a wrong one beside it, and Check marks it.
    const [a, b] = white as [number, number];
    await cellAt(page, rowOf(a), colOf(a)).click();
    await page.keyboard.press(String(answer[a]));
    await check(page, /^No mistakes so far\.$/);
    await cellAt(page, rowOf(a), colOf(a)).click();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press(String((answer[b]! % 9) + 1));
    await check(page, /^\d+ mistakes? marked\.$/);
    expect(await labelAt(page, b)).toMatch(/, mistake$/);
    await cellAt(page, rowOf(b), colOf(b)).click();
    await page.keyboard.press("Backspace");
    await page.keyboard.press(`Shift+Digit${answer[b]}`);
    expect(await labelAt(page, b)).toMatch(new RegExp(`, empty, pencil marks ${answer[b]},`));
    await hintExplainAndFinish(page, "kakuro", fill);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the cells every solution shares on the grid (the setter's backbone)", async () => {
    const { page, errors, context } = await openType(held.browser, held.site.url, "kakuro");
    await page.locator("summary", { hasText: "Setter" }).click();
    await page.getByRole("button", { name: "Cells every solution shares" }).click();
    await expect
      .poll(() => page.locator(".setter-status").textContent(), { timeout: 30_000 })
      .toBe(`Every open cell is forced (${white.length}): the solution is unique.`);
    // So each white cell is marked and shows that solution's digit.
    for (const i of white) {
      expect(await labelAt(page, i)).toMatch(/, hint$/);
      expect(await digitAt(page, i)).toBe(answer[i]);
    }
    expect(await page.locator(".gb-cell.open.hint").count()).toBe(white.length);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("draws a new kakuro in the grid editor: its clues are the sums of the digits drawn", async () => {
    const { page, errors, context } = await openType(held.browser, held.site.url, "kakuro");
    await page.getByRole("button", { name: "Type a new puzzle in a grid" }).click();
    await page.getByLabel("Rows", { exact: true }).fill("3");
    await page.getByLabel("Rows", { exact: true }).press("Enter");
    await page.getByLabel("Columns", { exact: true }).fill("3");
    await page.getByLabel("Columns", { exact: true }).press("Enter");
    const editor = page.getByRole("grid", { name: "New kakuro: draw it filled in" });
    await expect.poll(() => editor.getByRole("gridcell").count()).toBe(9);
    // 1 3 / 2 4 under the clue border: across 4 and 6, down 3 and 7.
    await editor.getByRole("gridcell", { name: /^Row 2, column 2,/ }).click();
    for (const key of ["1", "ArrowRight", "3", "ArrowDown", "4", "ArrowLeft", "2"])
      await page.keyboard.press(key);
    await page.getByRole("button", { name: "Use this puzzle" }).click();
    await expect.poll(() => page.locator("p.status").textContent()).toBe("Your puzzle is open.");
    const grid = page.getByRole("grid", { name: "Kakuro puzzle" });
    expect(await grid.getByRole("gridcell", { name: "down 3", exact: true }).count()).toBe(1);
    expect(await grid.getByRole("gridcell", { name: "across 6", exact: true }).count()).toBe(1);
    await page.getByRole("button", { name: "Solve", exact: true }).click();
    await page.locator(".solve-result").waitFor({ timeout: 30_000 });
    expect(await page.locator(".solve-result strong").textContent()).toBe("Exactly one solution.");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("plays to the end by touch on a phone, and a 10x10 fits its width with a pad for a finger", async () => {
    const { context, page, errors } = await solveOnPhone(held.browser, held.site.url, "kakuro", fill);
    await openExample(page, "10x10", ".gb-grid .gb-cell", 100);
    await expectFitsPhone(page, ".gb-grid");
    // Pencil marks by touch: the pad's Pencil toggle, then its digits (each scrolled into view first: under
    // a 10x10 grid the pad is below the fold).
    const r2c2 = cellAt(page, 2, 2);
    await tap(page, r2c2);
    await tap(page, page.getByRole("button", { name: "Pencil off" }));
    await tap(page, page.getByRole("button", { name: "Pencil mark 3" }));
    await tap(page, page.getByRole("button", { name: "Pencil mark 6" }));
    await expect
      .poll(() => r2c2.getAttribute("aria-label"))
      .toMatch(/^Row 2, column 2, empty, pencil marks 3 6,/);
    await expectTouchSized(page, ".gb .digit-pad", 44);
    await expectTouchSized(page, "main");
    await expectNoSidewaysScroll(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
