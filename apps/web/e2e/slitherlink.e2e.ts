import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { check, describeInBrowser, openType } from "./flow.ts";
import {
  centreOf,
  expectFitsPhone,
  hintExplainAndFinish,
  openExample,
  solveOnPhone,
  type Tap,
  tapUntil,
} from "./play.ts";

// The answer to the first example ("5x5", pzprjs's slither test `cbcbcddad`), as the package's
// solutionToText draws it. Its characters sit where the board's lattice has its pieces: '-' and '|' are the
// loop's edges at (line, column).
const answer = [
  "+-+-+-+-+-+",
  "|2     1  |",
  "+ +-+-+ + +",
  "| |2  |  1|",
  "+ + +-+ + +",
  "| | |2    |",
  "+ + + +-+ +",
  "|3| | |3| |",
  "+-+ +-+ + +",
  "   0    |3|",
  "+ + + + +-+",
];
const loop = answer.flatMap((line, row) =>
  [...line].flatMap((ch, col) => (ch === "-" || ch === "|" ? [{ row, col }] : [])),
);

/** The board piece at a lattice point: a dot, an edge or a cell. */
const piece = (page: Page, row: number, col: number) =>
  page.locator(`.gb-lattice > .gb-row:nth-child(${row + 1}) > :nth-child(${col + 1})`);

const centre = (page: Page, row: number, col: number) => centreOf(piece(page, row, col));

const edgeState = async (page: Page, row: number, col: number) =>
  (await piece(page, row, col).getAttribute("aria-label"))!.split(", ")[1];

/** Taps (or clicks) every edge of the loop until it is a line: a tap cycles empty, line, cross. */
async function drawLoop(page: Page, tap: Tap) {
  for (const { row, col } of loop)
    await tapUntil(piece(page, row, col), () => edgeState(page, row, col), "line", tap);
}

describeInBrowser("slitherlink in the browser", (held) => {
  it("plays the first example with keyboard, drag and clicks to the end, with hint, explain and solve", async () => {
    const { page, errors, context } = await openType(held.browser, held.site.url, "slitherlink");
    const grid = page.getByRole("grid", { name: "Slitherlink puzzle" });
    expect(await grid.getByRole("gridcell", { name: /^(Top|Bottom|Left|Right) of/ }).count()).toBe(60);
    expect(await grid.getByRole("gridcell", { name: /, clue \d/ }).count()).toBe(9);

    // Keyboard: a click focuses the edge (and draws it), arrows move, X crosses, Backspace empties.
    const first = await centre(page, 0, 1);
    await page.mouse.click(first.x, first.y);
    expect(await edgeState(page, 0, 1)).toBe("line");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("x");
    expect(await edgeState(page, 0, 3)).toBe("crossed");
    await page.keyboard.press("Backspace");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("Space");
    expect(await edgeState(page, 0, 1)).toBe("empty");
    await page.keyboard.press("Control+z");
    expect(await edgeState(page, 0, 1)).toBe("line");
    await page.getByRole("button", { name: "Start over" }).click();

    // One drag along the top row of dots draws its five edges as one move.
    const from = await centre(page, 0, 0);
    const to = await centre(page, 0, 10);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 25 });
    await page.mouse.up();
    for (const col of [1, 3, 5, 7, 9]) expect(await edgeState(page, 0, col)).toBe("line");
    await page.getByRole("button", { name: "Undo" }).click();
    for (const col of [1, 3, 5, 7, 9]) expect(await edgeState(page, 0, col)).toBe("empty");
    await page.getByRole("button", { name: "Redo" }).click();

    await check(page, /^No mistakes so far\.$/);
    await hintExplainAndFinish(page, "slitherlink", async (played, tap) => {
      await drawLoop(played, tap);
      expect(await played.locator(".lattice-cell.done").count()).toBe(9);
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("plays to the end by touch on a phone, and a 10x10 fits its width", async () => {
    const { context, page, errors } = await solveOnPhone(
      held.browser,
      held.site.url,
      "slitherlink",
      drawLoop,
    );
    await openExample(page, "10x10", ".gb-lattice .lattice-cell", 100);
    const box = await expectFitsPhone(page, ".gb-lattice");
    // Each cell (what a tap picks an edge in) is big enough for a finger.
    expect(box.width / 10).toBeGreaterThanOrEqual(28);
    expect(errors).toEqual([]);
    await context.close();
  });
});
