import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { check, describeInBrowser, finishAndShare, generate, openType, status } from "./flow.ts";

/** The board as text: each cell's letter, '.' for empty. */
const boardText = (page: Page) =>
  page
    .locator(".cp-grid .cp-cell")
    .evaluateAll((cells) => cells.map((c) => c.textContent?.trim() || ".").join(""));

describeInBrowser("crosspatch in the browser", (held) => {
  it("plays the kkck example with the keyboard and the word list, checks, hints, explains, solves, shares and reloads", async () => {
    const { page, errors, context } = await openType(held.browser, held.site.url, "crosspatch");
    // kkck's first puzzle: KRISS across the top, KROSS down the left, IDYLL down, SOLVER across row 4.
    await page.getByLabel("Example").selectOption({ label: "kriss-kross (kkck seed-01)" });
    await page.getByRole("gridcell", { name: /^Row 1, column 1,/ }).focus();
    await page.keyboard.type("kriss");
    expect(await boardText(page)).toMatch(/^KRISS/);
    const list = page.getByRole("region", { name: "Word list" });
    expect(await list.getByRole("button", { name: "KRISS, placed" }).count()).toBe(1);
    await page.keyboard.press("Tab");
    expect(await page.locator(".cp-slot strong").textContent()).toBe("H6(3,0)");
    await list.getByRole("button", { name: "SOLVER", exact: true }).click();
    expect(await list.getByRole("button", { name: "SOLVER, placed" }).count()).toBe(1);
    await page.keyboard.press("Control+z");
    expect(await list.getByRole("button", { name: "SOLVER", exact: true }).count()).toBe(1);
    await check(page, /^No mistakes so far\.$/);
    const other = await finishAndShare(held.browser, page, "crosspatch", boardText);
    expect(await list.locator(".cp-word.used").count()).toBe(4);
    await other.context().close();
    expect(await status(page).textContent()).toMatch(/Link/);
    // A new Kriss Kross from the default theme words.
    await generate(page, 3);
    expect(await page.locator(".cp-grid .cp-cell").count()).toBeGreaterThan(4);
    // A dense grid from the bundled English list, which the worker loads (its own chunk) on first use.
    await page.getByLabel("Kind").selectOption("dense");
    expect(await page.getByLabel("Theme words").count()).toBe(0);
    await page.getByLabel("Grid size").fill("9");
    await generate(page, 4);
    expect(await page.locator(".cp-grid .cp-cell").count()).toBeGreaterThan(40);
    expect(errors).toEqual([]);
    await context.close();
  });
});
