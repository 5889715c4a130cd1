import type { Browser } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { type SharedSite, siteAndBrowser } from "./flow.ts";
import { browserAvailable, collectErrors, downloadedText, screenshot } from "./harness.ts";

describe.runIf(browserAvailable())("the batch view in the browser", () => {
  const held = siteAndBrowser();
  let site: SharedSite;
  let browser: Browser;
  beforeAll(() => {
    ({ site, browser } = held);
  });

  it("solves a list of sudoku lines in the worker, reports an invalid line, downloads the NDJSON, and stops on request", async () => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${site.url}sudoku`);
    await page.getByRole("grid").first().waitFor();
    // From the puzzle page's Batch tab, with the keyboard.
    await page.getByRole("navigation", { name: "Sudoku pages" }).getByRole("link", { name: "Batch" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Sudoku: solve a list" }).waitFor();
    expect(await page.evaluate(() => location.pathname)).toBe("/sudoku/batch");

    // The package's two examples as 81-character lines, and the first again with an 'x' at column 41.
    await page.getByRole("button", { name: "Use the examples" }).click();
    const box = page.getByLabel("Puzzles, one per line");
    const [first] = (await box.inputValue()).split("\n") as [string];
    expect(first).toMatch(/^[1-9.]{81}$/);
    await box.fill(`${await box.inputValue()}${first.slice(0, 40)}x${first.slice(41)}\n`);
    await page.getByRole("button", { name: "Solve all" }).click();
    const status = page.getByRole("status");
    await expect.poll(() => status.textContent(), { timeout: 30_000 }).toMatch(/^Done: 3 puzzles in/);
    expect(await page.getByText("3 puzzles read").count()).toBe(1);
    expect(
      await page.locator("#batch-progress-bar").evaluate((p: HTMLProgressElement) => [p.value, p.max]),
    ).toEqual([3, 3]);
    const rows = page.locator(".batch-table tbody tr");
    expect(await rows.count()).toBe(3);
    expect(await rows.nth(2).textContent()).toContain("line 3, column 41: 'x' is not a digit or '.'");
    expect(await page.locator('.batch-summary [data-group="solved"] dd').textContent()).toBe("2");
    expect(await page.locator('.batch-summary [data-group="invalid"] dd').textContent()).toBe("1");
    await screenshot(page, "sudoku-batch");

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download NDJSON" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("sudoku-batch.ndjson");
    const lines = (await downloadedText(download))
      .trimEnd()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => [l.index, l.source, l.status])).toEqual([
      [0, "line 1", "unique"],
      [1, "line 2", "unique"],
      [2, "line 3", "invalid"],
    ]);
    expect(lines[2].error).toMatchObject({ line: 3, column: 41 });

    // A long list, opened as a file (16 MB: read as the batch runs, not put in the text box): Stop ends it
    // at once, keeps the lines done, and the table shows only its first rows.
    await page.locator('.batch-source input[type="file"]').setInputFiles({
      name: "many.txt",
      mimeType: "text/plain",
      buffer: Buffer.from(`${first}\n`.repeat(200_000)),
    });
    await page.getByText("many.txt").waitFor();
    await page.getByRole("button", { name: "Solve all" }).click();
    await expect
      .poll(() => page.locator("#batch-progress-bar").evaluate((p: HTMLProgressElement) => p.value), {
        timeout: 30_000,
      })
      .toBeGreaterThan(1000);
    await page.getByRole("button", { name: "Stop" }).click();
    // Stopped well before the end (no clock in the test: on a loaded machine any time limit would be a guess).
    const stoppedLine = /^Stopped after ([\d,]+) of 200,000 puzzles\.$/;
    await page.getByRole("status").filter({ hasText: stoppedLine }).waitFor();
    const done = Number(stoppedLine.exec((await status.textContent()) ?? "")![1]!.replaceAll(",", ""));
    expect(done).toBeLessThan(200_000);
    expect(await page.locator("#batch-progress-bar").evaluate((p: HTMLProgressElement) => p.value)).toBe(
      done,
    );
    expect(await rows.count()).toBe(500);
    expect(await page.locator(".batch-more").textContent()).toMatch(/more rows are not shown/);
    expect(await page.getByRole("button", { name: "Solve all" }).isEnabled()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
