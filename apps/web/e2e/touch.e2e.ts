import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { cellAt, describeInBrowser } from "./flow.ts";
import { collectErrors } from "./harness.ts";
import { listedTypes } from "./pages.ts";
import {
  expectNoSidewaysScroll,
  expectTargetSized,
  expectTouchSized,
  inView,
  openTouch,
  phoneViewport,
  tap,
  touchDrag,
} from "./touch.ts";

// Playing without a keyboard on a 390 x 844 phone with touch: sudoku's digit pad, nonogram's drag,
// crosspatch's taps. Slitherlink, killer sudoku, nurikabe and kakuro are played by touch in their own files.

const labelOf = (page: Page, row: number, col: number) => cellAt(page, row, col).getAttribute("aria-label");

describeInBrowser("touch on a phone", (held) => {
  it("the header's links, its menu of types and the theme switch are 44 x 44 px targets on the home page and every type's page", async () => {
    const context = await held.browser.newContext({
      viewport: phoneViewport,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(held.site.url);
    await page.locator(".type-card").first().waitFor();
    await expectTargetSized(page, ".site-header");
    await expectNoSidewaysScroll(page);
    const types = await listedTypes(page);
    expect(types.length).toBeGreaterThan(0);
    const menu = page.getByRole("button", { name: /^Puzzle types/ });
    for (const [i, id] of types.entries()) {
      // Through the header's own menu, as a person would; the type's tabs (Play, Batch) are navigation too.
      await tap(page, menu);
      const link = page.locator(`.site-header nav a[href="/${id}"]`);
      await link.waitFor();
      // The open menu's links are finger targets too, and it fits the phone's width.
      if (i === 0) {
        await expectTargetSized(page, ".site-header");
        await expectNoSidewaysScroll(page);
      }
      const title = (await link.textContent())!.trim();
      await tap(page, link);
      // This type's tabs, then its board: the page before it had a grid of its own.
      await page.getByRole("navigation", { name: `${title} pages` }).waitFor();
      await page.locator('[role="grid"], .generic-board').first().waitFor();
      await expectTargetSized(page, ".site-header, .type-tabs");
      await expectNoSidewaysScroll(page);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it("sudoku: digits and pencil marks from the on-screen pad", async () => {
    const { context, page, errors } = await openTouch(held.browser, held.site.url, "sudoku");
    // The first example starts "7 2 . | . . 5 | 1 . .".
    await tap(page, cellAt(page, 1, 3));
    await tap(page, page.getByRole("button", { name: "Digit 3" }));
    await expect.poll(() => labelOf(page, 1, 3)).toBe("Row 1, column 3, 3");
    await tap(page, page.getByRole("button", { name: "Pencil off" }));
    await tap(page, cellAt(page, 1, 4));
    await tap(page, page.getByRole("button", { name: "Pencil mark 4" }));
    await tap(page, page.getByRole("button", { name: "Pencil mark 8" }));
    await expect.poll(() => labelOf(page, 1, 4)).toBe("Row 1, column 4, empty, pencil marks 4 8");
    await tap(page, page.getByRole("button", { name: "Erase" }));
    await expect.poll(() => labelOf(page, 1, 4)).toBe("Row 1, column 4, empty");
    await tap(page, page.getByRole("button", { name: "Undo" }));
    await expect.poll(() => labelOf(page, 1, 4)).toBe("Row 1, column 4, empty, pencil marks 4 8");
    await expectTouchSized(page, "main");
    await expectNoSidewaysScroll(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("nonogram: paints a run of cells and crosses out another by dragging a finger", async () => {
    const { context, page, errors } = await openTouch(held.browser, held.site.url, "nonogram");
    await expectNoSidewaysScroll(page);
    await page.locator("#example").selectOption({ label: "bear (10x10, line-solvable)" });
    await expect.poll(() => page.locator(".nono-grid .nono-cell").count()).toBe(100);
    const through = async (row: number, from: number, to: number) => {
      await inView(cellAt(page, row, from));
      const points = [];
      for (let col = from; col <= to; col++) points.push(await inView(cellAt(page, row, col)));
      return points;
    };
    await touchDrag(page, await through(1, 1, 4));
    for (let col = 1; col <= 4; col++)
      await expect.poll(() => labelOf(page, 1, col)).toBe(`Row 1, column ${col}, filled`);
    expect(await labelOf(page, 1, 5)).toBe("Row 1, column 5, empty");
    const crossOut = page.getByRole("button", { name: "Cross out" });
    await tap(page, crossOut);
    await expect.poll(() => crossOut.getAttribute("aria-pressed")).toBe("true");
    await touchDrag(page, await through(2, 3, 6));
    for (let col = 3; col <= 6; col++)
      await expect.poll(() => labelOf(page, 2, col)).toBe(`Row 2, column ${col}, crossed out`);
    // Each stroke is one move: one Undo takes the crosses back, and only them.
    await tap(page, page.getByRole("button", { name: "Undo" }));
    await expect.poll(() => labelOf(page, 2, 3)).toBe("Row 2, column 3, empty");
    expect(await labelOf(page, 1, 4)).toBe("Row 1, column 4, filled");
    await expectTouchSized(page, "main");
    await expectNoSidewaysScroll(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("crosspatch: places words by tapping a cell, then the word in the list", async () => {
    const { context, page, errors } = await openTouch(held.browser, held.site.url, "crosspatch");
    // kkck's first puzzle: KRISS across the top, KROSS down the left, IDYLL down, SOLVER across row 4.
    await page.getByLabel("Example").selectOption({ label: "kriss-kross (kkck seed-01)" });
    const list = page.getByRole("region", { name: "Word list" });
    await tap(page, cellAt(page, 1, 2));
    await tap(page, list.getByRole("button", { name: "KRISS", exact: true }));
    await expect.poll(() => list.getByRole("button", { name: "KRISS, placed" }).count()).toBe(1);
    // A second tap on the selected cell turns to the down slot through it.
    await tap(page, cellAt(page, 4, 1));
    await tap(page, cellAt(page, 4, 1));
    await expect.poll(() => page.locator(".cp-slot strong").textContent()).toMatch(/^V/);
    await tap(page, list.getByRole("button", { name: "KROSS", exact: true }));
    await expect.poll(() => list.getByRole("button", { name: "KROSS, placed" }).count()).toBe(1);
    expect(await labelOf(page, 4, 1)).toMatch(/^Row 4, column 1, S,/);
    await expectTouchSized(page, "main");
    await expectNoSidewaysScroll(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
