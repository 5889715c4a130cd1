import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { check, describeInBrowser, openType } from "./flow.ts";
import { centreOf, expectFitsPhone, hintExplainAndFinish, solveOnPhone, type Tap, tapUntil } from "./play.ts";

// The answer to the first example ("5x5"), as the package's drawShading writes it: '#' a wall, '.' an island
// cell, the numbers in their cells.
const answer = [".5###", ".#2.#", ".####", ".#1#.", "###3."];
// A 10x10 the package's generator made (generate({ width: 10, height: 10 }, 1)), to see it fit a phone.
const ten =
  "2.........\n.......4..\n....3.1.1.\n..3..1....\n....3..4..\n.2...4....\n..........\n..........\n..3.3...1.\n.....3....\n";
const width = answer[0]!.length;

const cell = (page: Page, row: number, col: number) =>
  page.getByRole("gridcell", { name: new RegExp(`^Row ${row + 1}, column ${col + 1},`) });

/** "shaded" (a wall), "dotted" (an island cell), "empty", or "clue n" for a numbered cell. */
const stateAt = async (page: Page, row: number, col: number) =>
  (await cell(page, row, col).getAttribute("aria-label"))!.split(", ")[2];

/** Taps (or clicks) every cell until it is what the answer has: a tap cycles empty, wall, dot. */
async function shade(page: Page, tap: Tap) {
  for (const [row, line] of answer.entries())
    for (const [col, ch] of [...line].entries())
      if (ch === "#" || ch === ".")
        await tapUntil(
          cell(page, row, col),
          () => stateAt(page, row, col),
          ch === "#" ? "shaded" : "dotted",
          tap,
        );
}

describeInBrowser("nurikabe in the browser", (held) => {
  it("plays the first example with keyboard, a drag and clicks to the end, with hint, explain and solve", async () => {
    const { page, errors, context } = await openType(held.browser, held.site.url, "nurikabe");
    const grid = page.getByRole("grid", { name: "Nurikabe puzzle" });
    expect(await grid.getByRole("gridcell").count()).toBe(width * answer.length);
    const numbers = answer.join("").replace(/[#.]/g, "").length;
    expect(await grid.getByRole("gridcell", { name: /, clue / }).count()).toBe(numbers);

    // Keyboard on the first cell without a number: Space a wall, "." a dot, Backspace empties.
    const first = answer.join("").search(/[#.]/);
    const [r0, c0] = [Math.floor(first / width), first % width];
    await cell(page, r0, c0).click();
    expect(await stateAt(page, r0, c0)).toBe("shaded");
    await page.keyboard.press("Space");
    expect(await stateAt(page, r0, c0)).toBe("empty");
    await page.keyboard.press(".");
    expect(await stateAt(page, r0, c0)).toBe("dotted");
    await page.keyboard.press("Backspace");
    expect(await stateAt(page, r0, c0)).toBe("empty");

    // A drag along the answer's longest run of walls in a row paints it as one move.
    const runs = answer.flatMap((line, row) =>
      [...line.matchAll(/#+/g)].map((m) => ({ row, from: m.index!, to: m.index! + m[0].length - 1 })),
    );
    const run = runs.reduce((a, b) => (b.to - b.from > a.to - a.from ? b : a));
    expect(run.to).toBeGreaterThan(run.from);
    const start = await centreOf(cell(page, run.row, run.from));
    const end = await centreOf(cell(page, run.row, run.to));
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(end.x, end.y, { steps: 10 });
    await page.mouse.up();
    for (let col = run.from; col <= run.to; col++) expect(await stateAt(page, run.row, col)).toBe("shaded");
    await page.getByRole("button", { name: "Undo" }).click();
    for (let col = run.from; col <= run.to; col++) expect(await stateAt(page, run.row, col)).toBe("empty");
    await page.getByRole("button", { name: "Redo" }).click();

    await check(page, /^No mistakes so far\.$/);
    await hintExplainAndFinish(page, "nurikabe", shade);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("plays to the end by touch on a phone, and a 10x10 fits its width", async () => {
    const { context, page, errors } = await solveOnPhone(held.browser, held.site.url, "nurikabe", shade);
    await page.getByLabel(/type or paste a puzzle/i).fill(ten);
    await page.getByRole("button", { name: "Open text" }).click();
    await expect.poll(() => page.locator(".gb-grid .gb-cell").count()).toBe(100);
    const box = await expectFitsPhone(page, ".gb-grid");
    expect(box.width / 10).toBeGreaterThanOrEqual(28);
    expect(errors).toEqual([]);
    await context.close();
  });
});
