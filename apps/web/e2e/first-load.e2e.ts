import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import { describeInBrowser } from "./flow.ts";
import { openSitePage, type SitePage, sitePages } from "./pages.ts";

// What each page costs a first visit: the bytes Chromium received for it (gzip, headers included) from the
// API server, with an empty cache, until the page is on screen and the network is idle. The service
// worker's precache of the whole build, which follows in the background, is not counted: it is the same
// for every page and no page waits for it. Budgets live in the README's table, the one place they are
// written, so the two cannot disagree.
const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");

/**
 * The README's "First-load budgets" table: page -> budget in bytes (1 kB = 1,000 bytes). A page is an address
 * (`/nonogram/picture`) or a kind of page, with `<type>` for any type's id (`/<type>/batch`).
 */
function budgets(): Map<string, number> {
  const rows = readme.matchAll(/^\| `(\/[\w/<>-]*)` \| (\d+(?:\.\d+)?) kB \|/gm);
  return new Map([...rows].map((m) => [m[1]!, Math.round(Number(m[2]) * 1000)]));
}

/** A page's budget: its own row, else its kind's (`/sudoku/batch` is a `/<type>/batch`). */
function budgetOf(table: Map<string, number>, address: string): number | undefined {
  return table.get(address) ?? table.get(address.replace(/^\/[\w-]+/, "/<type>"));
}

interface Load {
  bytes: number;
  files: number;
  /** Text files over 1 kB that came uncompressed. */
  plain: string[];
}

/** Sums what the page's navigation and every resource it fetched took on the wire. */
function measure(page: Page): Promise<Load> {
  return page.evaluate(() => {
    const entries = [
      ...performance.getEntriesByType("navigation"),
      ...performance.getEntriesByType("resource"),
    ] as PerformanceResourceTiming[];
    const text = /\.(js|css|html|webmanifest|json)$|\/[\w-]*$/;
    return {
      bytes: entries.reduce((sum, e) => sum + e.transferSize, 0),
      files: entries.length,
      plain: entries
        .filter(
          (e) =>
            text.test(new URL(e.name).pathname) &&
            e.decodedBodySize > 1024 &&
            e.encodedBodySize === e.decodedBodySize,
        )
        .map((e) => new URL(e.name).pathname),
    };
  });
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

describeInBrowser("first-load budgets", (run) => {
  let pages: SitePage[];
  beforeAll(async () => {
    pages = await sitePages(run.browser, run.site.url);
  });

  it("loads every page within its budget, gzipped", async () => {
    // vite preview sends files as they are: the budgets are for the API server, which gzips them.
    expect(run.site.server, "the budgets are measured against the API server (build apps/api)").toBe("api");
    const table = budgets();
    // Each page loaded afresh in one page whose service worker is blocked, the browser's cache emptied
    // before each load, so every file comes over the network as on a first visit: a fresh browser context
    // a page would measure the same bytes for some 3 s more CPU each (a new renderer, a cold start). Not
    // DevTools' "Disable cache" (`Network.setCacheDisabled`): it works only with the Network domain enabled on
    // the session, which then sends every request's events (a dozen, some per chunk received) to this process.
    const context = await run.browser.newContext({
      viewport: { width: 1280, height: 900 },
      serviceWorkers: "block",
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const loads: Load[] = [];
    for (const sitePage of pages) {
      await cdp.send("Network.clearBrowserCache");
      await openSitePage(page, run.site.url, sitePage, { load: true });
      loads.push(await measure(page));
    }
    await context.close();
    const over: string[] = [];
    const report: string[] = [];
    pages.forEach((sitePage, i) => {
      const address = `/${sitePage.path}`;
      const load = loads[i]!;
      const budget = budgetOf(table, address);
      report.push(
        `${address}: ${kB(load.bytes)} in ${load.files} files (budget ${budget ? kB(budget) : "none"})`,
      );
      expect(load.plain, `${address} sent text uncompressed`).toEqual([]);
      if (budget === undefined) over.push(`${address} has no budget in apps/web/README.md`);
      else if (load.bytes > budget)
        over.push(`${address}: ${kB(load.bytes)} is over its ${kB(budget)} budget`);
    });
    console.log(report.join("\n"));
    expect(over).toEqual([]);
  }, 300_000); // every page of the site, one after another
});
