import { lazyPuzzleTypeIds } from "@gridsmith/catalog/lazy";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeInBrowser, status } from "./flow.ts";
import { collectErrors, screenshot } from "./harness.ts";
import { openInPage, visit, withBoards } from "./pages.ts";

/** The types the generic board plays: every installed one without a board of its own. */
const generic = lazyPuzzleTypeIds().filter((id) => !withBoards.has(id));

describeInBrowser("the site", (held) => {
  it("lists every installed type on the home page with a live example", async () => {
    const page = await held.browser.newPage({ viewport: { width: 1200, height: 900 } });
    const errors = collectErrors(page);
    await page.goto(held.site.url);
    await page.getByRole("heading", { name: "Grid puzzles, solved and explained" }).waitFor();
    const cards = page.locator(".type-card");
    expect(await cards.count()).toBeGreaterThan(0);
    await page.waitForLoadState("networkidle");
    await screenshot(page, "home");
    await page.emulateMedia({ colorScheme: "dark" });
    await screenshot(page, "home-dark");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("opens old hash links at their clean address, and nested routes load their files from the root", async () => {
    const context = await held.browser.newContext({ viewport: { width: 1200, height: 900 } });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${held.site.url}#/sudoku`);
    await page.getByRole("grid").first().waitFor();
    expect(page.url()).toBe(`${held.site.url}sudoku`);

    // An old share link: the puzzle opens, then the address drops the parameters.
    await page.getByRole("button", { name: "Copy a link" }).click();
    const link = await page.locator("#share-link").inputValue();
    expect(link).toMatch(new RegExp(`^${held.site.url}sudoku\\?p=[\\w-]+$`));
    const old = link.replace(`${held.site.url}sudoku?`, `${held.site.url}#/sudoku?`);
    await page.goto(`${held.site.url}kakuro`);
    await page.goto(old);
    await page.getByRole("grid").first().waitFor();
    await expect.poll(() => page.url()).toBe(`${held.site.url}sudoku`);
    expect(await page.locator("p.status").textContent()).toBe("Opened the shared puzzle.");

    // A nested route loaded directly asks for /assets/..., never /sudoku/assets/...
    const requested: string[] = [];
    page.on("request", (r) => requested.push(new URL(r.url()).pathname));
    await page.goto(`${held.site.url}sudoku/batch`);
    await page.getByRole("heading", { name: "Sudoku: solve a list" }).waitFor();
    expect(requested.filter((p) => p.includes("/assets/")).length).toBeGreaterThan(0);
    expect(requested.filter((p) => p.includes("/assets/") && !p.startsWith("/assets/"))).toEqual([]);
    await page.goBack();
    await page.getByRole("grid").first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  // Every such type, so a newly generated one is played too: one test a type, so that each has its own time
  // and a failure names the type. One page for them all, each type reached through the site's own
  // navigation (pages.ts `visit`).
  let page: Page;
  let errors: string[];
  /** What each type played here showed last (its link's puzzle with the solution), for the load after. */
  const played = new Map<string, string>();
  beforeAll(async () => {
    page = await held.browser.newPage({ viewport: { width: 1200, height: 900 } });
    errors = collectErrors(page);
    await page.goto(held.site.url);
  });
  afterAll(async () => {
    await page?.close();
  });

  it("plays every other type on the generic board: the header's menu offers each of them", async () => {
    const links = await page
      .locator(".site-header nav a")
      .evaluateAll((as) => as.map((a) => (a.getAttribute("href") ?? "").replace(/^#?\//, "")));
    expect(links.filter((id) => !withBoards.has(id)).sort()).toEqual([...generic].sort());
  });

  for (const id of generic)
    it(`plays every other type on the generic board: ${id}, open, check, hint, solve, share`, async () => {
      await playOnGenericBoard(page, id);
      expect(errors, id).toEqual([]);
    });

  // One load for all the types played above, then each visited again: the page's memory is gone, so what
  // each shows comes from what the site saved in this browser. A load a type cost some 11 CPU-s over the
  // file (tooling/bench/RESULTS.md, ci13); each type's save is still proven through a load, and the last
  // one's through the page's own unload (`pagehide`), the others' as they are left for the next type.
  it("plays every other type on the generic board: each one played keeps its puzzle and progress through a load", async () => {
    expect(played.size, "the types played above").toBeGreaterThan(0);
    await page.reload();
    for (const [id, shown] of played) {
      await visit(page, held.site.url, id);
      const { read } = await genericBoard(page);
      // The type before's board may show until this one's has loaded.
      await expect.poll(read, { message: id }).toBe(shown);
    }
    expect(errors).toEqual([]);
  }, 180_000); // a visit to each type, one after another

  /** The generic board on the page, once shown, and how to read what it shows. */
  async function genericBoard(page: Page) {
    await page.locator(".generic-board > pre, .gb [role=grid]").first().waitFor();
    // A type with a play model is a grid of labelled cells; one without, its text.
    const asText = (await page.locator(".generic-board > pre").count()) > 0;
    const board = asText ? page.locator(".generic-board > pre") : page.locator(".gb [role=grid]");
    const read = () =>
      asText
        ? board.textContent()
        : board
            .locator("[role=gridcell]")
            .evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")).join("\n"));
    return { asText, board, read };
  }

  async function playOnGenericBoard(page: Page, id: string) {
    await visit(page, held.site.url, id);
    const { asText, board, read } = await genericBoard(page);
    const text = await read();
    expect(text?.trim().length, id).toBeGreaterThan(0);
    if (!asText) {
      const title = await page.locator("h1").textContent();
      expect(await board.getAttribute("aria-label"), id).toBe(`${title} puzzle`);
    }

    await page.getByRole("button", { name: "Check", exact: true }).click();
    await expect
      .poll(() => page.getByRole("status").first().textContent(), { message: id })
      .toMatch(/mistake|No mistakes|Solved/);
    if (await page.getByRole("button", { name: "Hint", exact: true }).count()) {
      await page.getByRole("button", { name: "Hint", exact: true }).click();
      await expect
        .poll(() => page.getByRole("status").first().textContent(), { message: id })
        .toMatch(/^(Hint: |No logical step)/);
    }
    await page.getByRole("button", { name: "Solve", exact: true }).click();
    await page.locator(".solve-result").waitFor();
    expect(await page.locator(".solve-result strong").textContent(), id).toMatch(/solution/i);
    await page.getByRole("button", { name: /show the solution/i }).click();
    if (!asText) await expect.poll(read, { message: id }).not.toBe(text);
    const solved = await read();

    // A parse error is shown beside the text box with its line and column. The text is wrong for every type
    // (its '@' if nothing before it: Fillomino reads '#' as a comment and '?' as a 1x1 grid).
    await page.getByLabel(/type or paste a puzzle/i).fill("#\n?\n@");
    await page.getByRole("button", { name: "Open text" }).click();
    await page.locator("#parse-error").waitFor();
    expect(await page.locator("#parse-error").textContent(), id).toMatch(/Line \d+/);

    await page.getByRole("button", { name: "Copy a link" }).click();
    const link = await page.locator("#share-link").inputValue();
    expect(link).toContain(`${held.site.url}${id}?p=`);
    await screenshot(page, `${id}-generic`);
    // The link opened through the site's own navigation (the page reads `?p=` whenever it changes, as on a
    // load): it says so and drops the parameters. The test after these loads the page: the link's puzzle,
    // with the progress kept in this browser (the solution shown).
    expect(await status(page).textContent(), id).not.toBe("Opened the shared puzzle.");
    await openInPage(page, link.replace(held.site.url, "/"));
    await expect.poll(() => status(page).textContent(), { message: id }).toBe("Opened the shared puzzle.");
    await expect.poll(() => page.url(), { message: id }).toBe(`${held.site.url}${id}`);
    expect(await read(), id).toBe(asText ? text : solved);
    played.set(id, asText ? text! : solved!);
  }
});
