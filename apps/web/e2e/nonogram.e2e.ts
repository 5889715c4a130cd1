import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { cellAt, check, describeInBrowser, finishAndShare, generate, openType } from "./flow.ts";

/** The board as text: '#' filled, 'x' crossed out, '.' empty, row by row. */
const boardText = (page: Page) =>
  page
    .locator(".nono-grid .nono-cell")
    .evaluateAll((cells) =>
      cells
        .map((c) => (c.classList.contains("filled") ? "#" : c.classList.contains("crossed") ? "x" : "."))
        .join(""),
    );

const cellLabel = (page: Page, row: number, col: number) => cellAt(page, row, col).getAttribute("aria-label");

describeInBrowser("nonogram in the browser", (held) => {
  it("plays the first example with keyboard and drag, checks, hints, explains, solves, shares and reloads", async () => {
    const { page, errors, context } = await openType(held.browser, held.site.url, "nonogram");
    expect(await page.getByRole("rowheader").count()).toBeGreaterThan(0);
    await page.getByRole("gridcell", { name: /^Row 1, column 1,/ }).click();
    await page.keyboard.press("Backspace");
    await page.keyboard.press("Space");
    expect(await cellLabel(page, 1, 1)).toMatch(/^Row 1, column 1, filled/);
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("x");
    expect(await cellLabel(page, 1, 2)).toMatch(/^Row 1, column 2, crossed out/);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toMatch(
      /^Row 2, column 1,/,
    );
    await page.keyboard.press("Control+z");
    await page.keyboard.press("Control+z");
    expect(await cellLabel(page, 1, 1)).toMatch(/^Row 1, column 1, empty/);

    // Drag along the second row: one stroke, one undo step.
    const from = await page.getByRole("gridcell", { name: /^Row 2, column 1,/ }).boundingBox();
    const to = await page.getByRole("gridcell", { name: /^Row 2, column 3,/ }).boundingBox();
    await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
    await page.mouse.down();
    await page.mouse.move(to!.x + to!.width / 2, to!.y + to!.height / 2, { steps: 5 });
    await page.mouse.up();
    for (const col of [1, 2, 3]) expect(await cellLabel(page, 2, col)).toMatch(/filled/);
    await page.getByRole("button", { name: "Undo" }).click();
    for (const col of [1, 2, 3]) expect(await cellLabel(page, 2, col)).toMatch(/empty/);

    await check(page, /^No mistakes so far\.$/);
    const other = await finishAndShare(held.browser, page, "nonogram", boardText);
    expect(await page.locator(".nono-clue.done").count()).toBe(await page.locator(".nono-clue").count());
    await other.context().close();
    await page.getByLabel("Width").fill("8");
    await page.getByLabel("Height").fill("6");
    await generate(page, 11);
    expect(await page.locator(".nono-grid .nono-cell").count()).toBe(48);
    expect(errors).toEqual([]);
    await context.close();
  });
});
