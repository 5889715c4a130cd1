import { findPuzzleType } from "@gridsmith/catalog";
import { parsePuzzle } from "@gridsmith/kit";
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { cellAt, check, describeInBrowser, openType } from "./flow.ts";
import { screenshot } from "./harness.ts";
import { openTouch, tap } from "./touch.ts";

// Fillomino's numbers past 9 and past 31, typed digit by digit (1 then 2 is 12) on the keyboard and on the
// phone's digit pad, each puzzle played to the end. Both puzzles were made for this test and proved unique
// with the package's solver (`gridsmith solve --all`); their answers come from that solver here, not from
// this file.
const fillomino = findPuzzleType("fillomino")!;
/** 4 x 4, one region of 12 (given as C), 3 and 1 in a corner: the link `fillomino/4/4/co31i3`. */
const twelve = "C...\n....\n..31\n...3\n";
/** 6 x 6, one region of 32 (given as W), 3 and 1 in a corner: the link `fillomino/6/6/-20zm31k3`. */
const thirtyTwo = "W.....\n......\n......\n......\n....31\n.....3\n";

/** The puzzle's given numbers and its one answer, a number per cell, from the package. */
function solved(text: string) {
  const puzzle = parsePuzzle<{ width: number; givens: number[] }>(fillomino, text);
  const result = fillomino.solve(puzzle, { limit: 2 });
  expect(result.status).toBe("unique");
  return { width: puzzle.width, givens: puzzle.givens, answer: result.solutions[0] as number[] };
}

/** Opens a puzzle from its text on the page's type. */
async function openText(page: Page, text: string, cells: number) {
  await page.getByLabel(/type or paste a puzzle/i).fill(text);
  await page.getByRole("button", { name: "Open text" }).click();
  await expect.poll(() => page.locator(".gb-grid .gb-cell").count()).toBe(cells);
}

/** What a cell's label says it holds ("12", "empty", "32, given"). */
const holds = async (page: Page, row: number, col: number) =>
  ((await cellAt(page, row, col).getAttribute("aria-label")) ?? "").split(", ").slice(2).join(", ");

/**
 * Plays the puzzle to its answer: each open cell chosen with `choose`, its number typed by `type` (the
 * number's digits, one after another), its label then the whole number.
 */
async function play(
  page: Page,
  text: string,
  choose: (row: number, col: number) => Promise<void>,
  type: (digits: string) => Promise<void>,
) {
  const { width, givens, answer } = solved(text);
  await openText(page, text, givens.length);
  for (const [i, n] of answer.entries()) {
    const [row, col] = [Math.floor(i / width) + 1, (i % width) + 1];
    if (givens[i]! > 0) {
      expect(await holds(page, row, col)).toBe(`${givens[i]}, given`);
      continue;
    }
    await choose(row, col);
    await type(String(n));
    await expect.poll(() => holds(page, row, col)).toBe(String(n));
  }
}

describeInBrowser("fillomino: numbers past 9 and past 31", (held) => {
  it("types 12 and 32 on the keyboard, digit by digit, and finishes both puzzles", async () => {
    const { page, errors, context } = await openType(held.browser, held.site.url, "fillomino");
    const keyboard = async (digits: string) => {
      for (const d of digits) await page.keyboard.press(d);
    };
    const click = (row: number, col: number) => cellAt(page, row, col).click();

    // Typing past the maximum starts a new number: 1, 2, 3 on a 4 x 4 (numbers up to 16) is 3.
    await openText(page, twelve, 16);
    await click(1, 2);
    await keyboard("123");
    expect(await holds(page, 1, 2)).toBe("3");
    await page.keyboard.press("Backspace");
    expect(await holds(page, 1, 2)).toBe("empty");
    // Backspace takes a number's last digit away: 15 is 1, and 2 joins it.
    await keyboard("15");
    await page.keyboard.press("Backspace");
    expect(await holds(page, 1, 2)).toBe("1");
    await keyboard("2");
    expect(await holds(page, 1, 2)).toBe("12");
    await page.keyboard.press("Delete");
    expect(await holds(page, 1, 2)).toBe("empty");

    await play(page, twelve, click, keyboard);
    await check(page, /^Solved!/);
    await play(page, thirtyTwo, click, keyboard);
    await check(page, /^Solved!/);
    await screenshot(page, "fillomino-32");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("types 12 on the phone's digit pad, 1 then 2, and finishes the puzzle by touch", async () => {
    const { page, errors, context } = await openTouch(held.browser, held.site.url, "fillomino");
    const pad = async (digits: string) => {
      for (const d of digits) await tap(page, page.getByRole("button", { name: `Digit ${d}`, exact: true }));
    };
    // A mistyped 14 mended with the pad's key that takes the last digit away.
    await openText(page, twelve, 16);
    await tap(page, cellAt(page, 1, 2));
    await pad("14");
    expect(await holds(page, 1, 2)).toBe("14");
    await tap(page, page.getByRole("button", { name: "Delete the last digit" }));
    expect(await holds(page, 1, 2)).toBe("1");
    await tap(page, page.getByRole("button", { name: "Erase" }));
    expect(await holds(page, 1, 2)).toBe("empty");
    await play(page, twelve, (row, col) => tap(page, cellAt(page, row, col)), pad);
    await check(page, /^Solved!/);
    await screenshot(page, "fillomino-12-phone");
    expect(errors).toEqual([]);
    await context.close();
  });
});
