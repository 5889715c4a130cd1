import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { describeInBrowser, openType, solve } from "./flow.ts";
import { screenshot } from "./harness.ts";

// Sudoku's first example with its first six givens taken out: six solutions.
const severalSolutions = [
  ".........",
  "...98.4..",
  ".8...1..6",
  ".4..3.6.5",
  "3..6.2..7",
  "9.1.7..2.",
  "5..7...9.",
  "..2.9635.",
  "..42...68",
].join("");

interface Cell {
  digit: number;
  given: boolean;
  marked: boolean;
}

/** The board as its cells' labels say it ("Row 1, column 2, 7, given, hint"). */
async function board(page: Page): Promise<Cell[]> {
  const labels = await page
    .locator(".gb-grid .gb-cell")
    .evaluateAll((cells) => cells.map((c) => c.getAttribute("aria-label") ?? ""));
  return labels.map((label) => {
    const parts = label.split(", ");
    return { digit: Number(parts[2]) || 0, given: parts.includes("given"), marked: parts.includes("hint") };
  });
}

/** Whether 81 digits are a sudoku solution (each row, column and box holds 1-9), checked here, not by the site. */
function isSolution(digits: number[]): boolean {
  const units = Array.from({ length: 9 }, (_, u) => [
    Array.from({ length: 9 }, (_, k) => u * 9 + k),
    Array.from({ length: 9 }, (_, k) => k * 9 + u),
    Array.from(
      { length: 9 },
      (_, k) => (Math.floor(u / 3) * 3 + Math.floor(k / 3)) * 9 + (u % 3) * 3 + (k % 3),
    ),
  ]).flat();
  return units.every(
    (unit) => new Set(unit.map((i) => digits[i])).size === 9 && !unit.some((i) => !digits[i]),
  );
}

const setterStatus = (page: Page) => page.locator(".setter-status").textContent();

describeInBrowser("the setter tools", (run) => {
  it("lists a sudoku's solutions, shows the cells they share, and adds the givens that make it unique", async () => {
    const { context, page, errors } = await openType(run.browser, run.site.url, "sudoku");
    await page.getByLabel(/type or paste a puzzle/i).fill(severalSolutions);
    await page.getByRole("button", { name: "Open text" }).click();
    await expect.poll(async () => (await board(page)).filter((c) => c.given).length).toBe(30);
    const puzzle = (await board(page)).map((c) => c.digit);
    await page.locator("summary", { hasText: "Setter" }).click();

    // Every solution, one after another on the board.
    await page.getByRole("button", { name: "List solutions" }).click();
    await expect.poll(() => setterStatus(page), { timeout: 30_000 }).toMatch(/^Found 6 solutions\./);
    const solutions: number[][] = [];
    for (let i = 1; i <= 6; i++) {
      await expect
        .poll(() => page.locator(".setter-solutions .step-count").textContent())
        .toBe(`Solution ${i} of 6`);
      const digits = (await board(page)).map((c) => c.digit);
      expect(isSolution(digits), `solution ${i}`).toBe(true);
      for (const [k, d] of puzzle.entries())
        if (d) expect(digits[k], `given r${Math.floor(k / 9) + 1}c${(k % 9) + 1}`).toBe(d);
      solutions.push(digits);
      if (i < 6) await page.getByRole("button", { name: "Next", exact: true }).click();
    }
    expect(new Set(solutions.map((s) => s.join(""))).size).toBe(6);
    await screenshot(page, "setter-solutions");

    // The cells every solution shares: those where the six listed above agree.
    await page.getByRole("button", { name: "Cells every solution shares" }).click();
    await expect
      .poll(() => setterStatus(page), { timeout: 30_000 })
      .toMatch(/forced: the same in every solution/);
    const shared = puzzle.flatMap((d, k) =>
      d === 0 && solutions.every((s) => s[k] === solutions[0]![k]) ? [k] : [],
    );
    const shown = await board(page);
    expect(shown.flatMap((c, k) => (c.marked ? [k] : []))).toEqual(shared);
    for (const k of shared) expect(shown[k]!.digit).toBe(solutions[0]![k]);
    await screenshot(page, "setter-backbone");

    // The givens that make it unique, applied: the solver (not the panel) says it is unique now.
    await page.getByRole("button", { name: "What makes it unique" }).click();
    await expect
      .poll(() => setterStatus(page), { timeout: 30_000 })
      .toMatch(/makes? the puzzle unique: r\dc\d = \d/);
    const added = (await board(page)).flatMap((c, k) => (c.marked ? [k] : []));
    expect(added.length).toBeGreaterThan(0);
    await page.getByRole("button", { name: "Apply these givens" }).click();
    await expect.poll(() => setterStatus(page)).toMatch(/^Added \d+ givens?: the puzzle is now unique\.$/);
    const applied = await board(page);
    expect(applied.filter((c) => c.given).length).toBe(30 + added.length);
    for (const k of added) expect(applied[k]!.given).toBe(true);
    await solve(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("adds the clue number that makes a slitherlink with two loops unique", async () => {
    const { context, page, errors } = await openType(run.browser, run.site.url, "slitherlink");
    // The first example without its first clue (the 2 at r1c1): two loops fit the clues left.
    await page.getByLabel(/type or paste a puzzle/i).fill("...1.\n.2..1\n..2..\n3..3.\n.0..3\n");
    await page.getByRole("button", { name: "Open text" }).click();
    const clues = () =>
      page
        .locator(".lattice-cell")
        .evaluateAll(
          (cells) => cells.filter((c) => /, clue \d/.test(c.getAttribute("aria-label") ?? "")).length,
        );
    await expect.poll(clues).toBe(8);
    await page.locator("summary", { hasText: "Setter" }).click();
    await page.getByRole("button", { name: "List solutions" }).click();
    await expect.poll(() => setterStatus(page), { timeout: 30_000 }).toMatch(/^Found 2 solutions\./);

    await page.getByRole("button", { name: "What makes it unique" }).click();
    await expect
      .poll(() => setterStatus(page), { timeout: 30_000 })
      .toMatch(/^1 more given makes the puzzle unique: r\dc\d = [0-4]\.$/);
    await page.getByRole("button", { name: "Apply these givens" }).click();
    await expect.poll(() => setterStatus(page)).toBe("Added 1 given: the puzzle is now unique.");
    await expect.poll(clues).toBe(9);
    // The solver, asked about the new puzzle, finds one loop.
    await solve(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
