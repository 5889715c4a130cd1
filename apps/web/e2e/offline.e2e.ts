import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { lazyPuzzleTypeIds } from "@gridsmith/catalog/lazy";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sharedBrowser, status } from "./flow.ts";
import { browserAvailable, collectErrors, dist, type Site, screenshot, startSite } from "./harness.ts";
import { listedTypes, visit } from "./pages.ts";

// The service worker precaches the whole build; these tests serve a copy of dist/ (the update test changes
// its sw.js), stop the server and take the browser offline.
const viewport = { width: 1280, height: 900 };
/** Every installed type, each opened offline. */
const types = lazyPuzzleTypeIds();

/** Waits until a service worker controls the page, which means it has precached the build. */
async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 60_000 });
}

describe.runIf(browserAvailable())("installable and offline", () => {
  let root: string;
  let site: Site;
  let browser: Browser;
  beforeAll(async () => {
    // The run's Chromium (this file serves a copy of dist/ itself), its service workers allowed.
    browser = await sharedBrowser({ serviceWorkers: "allow" });
    if (!existsSync(`${dist}/index.html`)) await (await startSite()).stop(); // builds dist/ when missing
    if (!existsSync(`${dist}/sw.js`))
      throw new Error("apps/web/dist has no sw.js: it predates the service worker; rebuild (pnpm build)");
    root = mkdtempSync(join(tmpdir(), "gridsmith-offline-"));
    cpSync(dist, root, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  // One visit online, then every type offline: one test a type, so that each has its own time and a failure
  // names the type; the tests run in order on one page.
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  it("has a manifest with icons, lists every type, and precaches the build on one visit", async () => {
    site = await startSite({ root });
    context = await browser.newContext({ viewport });
    page = await context.newPage();
    errors = collectErrors(page);
    await page.goto(site.url);
    await page.getByRole("heading", { name: "Grid puzzles, solved and explained" }).waitFor();
    const manifest = await page.evaluate(async () => {
      const href = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')?.href;
      const json = href ? await (await fetch(href)).json() : null;
      const icons = await Promise.all(
        (json?.icons ?? []).map(async (i: { src: string }) =>
          (await fetch(i.src)).headers.get("content-type"),
        ),
      );
      return { name: json?.name, display: json?.display, icons };
    });
    expect(manifest.name).toMatch(/Gridsmith/);
    expect(manifest.display).toBe("standalone");
    expect(manifest.icons.length).toBeGreaterThanOrEqual(2);
    for (const type of manifest.icons) expect(type).toBe("image/png");
    expect([...(await listedTypes(page))].sort()).toEqual([...types].sort());
    await waitForServiceWorker(page);

    // The network is gone: the server is stopped and the browser is offline.
    await site.stop();
    await context.setOffline(true);
  });

  // Each type's page is reached through the site's own navigation (pages.ts `visit`): its files come from
  // the precache through the service worker as on a load, without a load a type (some 3 s of Chromium's CPU
  // each). The document a load gets is the same for every address (the service worker's navigation
  // fallback): loaded offline at a nested route below.
  for (const id of types)
    it(`opens, plays and solves ${id} offline`, async () => {
      await visit(page, site.url, id);
      const board = page.locator('[role="grid"], .generic-board').first();
      await board.waitFor({ timeout: 30_000 });
      await page.getByRole("button", { name: "Solve", exact: true }).click();
      await page.locator(".solve-result").waitFor({ timeout: 30_000 });
      expect(await page.locator(".solve-result strong").textContent(), id).toBe("Exactly one solution.");
      await page.getByRole("button", { name: /show the solution/i }).click();
      await page.getByRole("button", { name: "Check", exact: true }).click();
      // "Solved!" where the board can tell the grid is full, else no mistakes.
      await expect.poll(() => status(page).textContent(), { message: id }).toMatch(/^(Solved!|No mistakes)/);
    });

  it("loads a nested route offline, and takes nothing under /api from the cache", async () => {
    await page.goto(`${site.url}sudoku/batch`);
    await page.getByRole("heading", { name: "Sudoku: solve a list" }).waitFor();
    expect(errors).toEqual([]);
    // Nothing under /api comes from the cache: offline, the request fails.
    const api = await page.evaluate(() =>
      fetch("/api/puzzles").then(
        (r) => r.status,
        () => "failed",
      ),
    );
    expect(api).toBe("failed");
    await context.close();
  });

  it("offers a new version when one is waiting, and Reload switches to it", async () => {
    site = await startSite({ root });
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${site.url}sudoku`);
    await page.getByRole("grid").first().waitFor();
    await waitForServiceWorker(page);
    // Come back later: the page now loads under the service worker.
    await page.reload();
    await page.getByRole("grid").first().waitFor();
    expect(await page.getByRole("alert").filter({ hasText: "new version" }).count()).toBe(0);

    // A new release: the service worker script changes on the server.
    const sw = join(root, "sw.js");
    writeFileSync(sw, `${readFileSync(sw, "utf8")}\n// the next release\n`);
    await page.evaluate(() => {
      (window as unknown as { before: boolean }).before = true;
      return navigator.serviceWorker.getRegistration().then((r) => r?.update());
    });
    const prompt = page.getByRole("alert").filter({ hasText: "A new version is ready." });
    await prompt.waitFor({ timeout: 30_000 });
    await screenshot(page, "update-prompt");
    await prompt.getByRole("button", { name: "Reload" }).click();
    await page.waitForFunction(() => !(window as unknown as { before?: boolean }).before, null, {
      timeout: 30_000,
    });
    await page.getByRole("grid").first().waitFor();
    expect(await page.evaluate(() => location.pathname)).toBe("/sudoku");
    expect(await page.getByRole("alert").filter({ hasText: "new version" }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
