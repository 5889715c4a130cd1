import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { cellAt, describeInBrowser, openType } from "./flow.ts";
import { downloadedText } from "./harness.ts";

/** A sudoku cell's accessible name, e.g. "Row 1, column 3, 9". */
const cellLabel = (page: Page, row: number, col: number) => cellAt(page, row, col).getAttribute("aria-label");

describeInBrowser("progress in the browser", (held) => {
  it("keeps moves across a reload, lists the puzzle at home, returns to a checkpoint, exports, clears and imports", async () => {
    const { page, errors, context } = await openType(held.browser, held.site.url, "sudoku");
    // seed-01: r1c3 and r3c3 are empty.
    await page.getByRole("gridcell", { name: /^Row 1, column 1,/ }).click();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("9");
    await expect.poll(() => cellLabel(page, 1, 3)).toBe("Row 1, column 3, 9");
    await page.getByLabel("Name", { exact: true }).fill("one nine");
    await page.getByRole("button", { name: "Save checkpoint" }).click();
    await page.getByRole("gridcell", { name: /^Row 3, column 3,/ }).click();
    await page.keyboard.press("4");
    await expect.poll(() => cellLabel(page, 3, 3)).toBe("Row 3, column 3, 4");

    // The last move is saved when the page goes away, even inside the save delay.
    await page.reload();
    await page.getByRole("grid").first().waitFor();
    await expect.poll(() => cellLabel(page, 3, 3)).toBe("Row 3, column 3, 4");
    expect(await cellLabel(page, 1, 3)).toBe("Row 1, column 3, 9");

    await page.getByRole("button", { name: "Return to one nine" }).click();
    await expect.poll(() => cellLabel(page, 3, 3)).toBe("Row 3, column 3, empty");
    expect(await cellLabel(page, 1, 3)).toBe("Row 1, column 3, 9");

    // Home lists it: type, example name, size, cells filled, the checkpoint.
    await page.getByRole("link", { name: "Gridsmith", exact: true }).click();
    const entry = page.getByRole("link", { name: "Sudoku: seed-01" });
    await entry.waitFor();
    expect(await page.locator(".recent-list li").first().textContent()).toMatch(
      /9×9 · 1 of \d+ cells · 1 checkpoint · last played/,
    );

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export progress" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^gridsmith-progress-\d{4}-\d\d-\d\d\.json$/);
    const exported = await downloadedText(download);
    expect(JSON.parse(exported)).toMatchObject({ app: "gridsmith", version: 1 });

    await page.getByRole("button", { name: "Remove all…" }).click();
    await page.getByRole("button", { name: "Yes, remove all saved progress" }).click();
    await expect.poll(() => entry.count()).toBe(0);

    await page.getByLabel("Import progress…").setInputFiles({
      name: "progress.json",
      mimeType: "application/json",
      buffer: Buffer.from(exported),
    });
    await expect
      .poll(() => page.locator(".recent p.status").textContent())
      .toBe("Imported 1 puzzle from progress.json.");
    await entry.click();
    await page.getByRole("grid").first().waitFor();
    await expect.poll(() => cellLabel(page, 1, 3)).toBe("Row 1, column 3, 9");
    expect(await cellLabel(page, 3, 3)).toBe("Row 3, column 3, empty");
    expect(await page.getByRole("button", { name: "Return to one nine" }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
