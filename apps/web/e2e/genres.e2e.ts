import { lazyPuzzleTypeIds } from "@gridsmith/catalog/lazy";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { check, describeInBrowser } from "./flow.ts";
import { collectErrors } from "./harness.ts";
import { visit, withBoards } from "./pages.ts";
import { inView, phoneViewport, tap, touchDrag } from "./touch.ts";

// Every type played on the generic board (each puzz.link genre made from the template), on a phone with touch
// and a keyboard: one test a type, so a failure names the genre. The play models differ (digits, shading,
// lines on edges); what every one must do is change the board when a cell or an edge is played, from the
// keyboard and from a finger, take the change back on Undo, and answer Check. One page for all, each
// type reached through the site's own navigation (pages.ts `visit`).
const generic = lazyPuzzleTypeIds().filter((id) => !withBoards.has(id));

/** The board's state as a reader hears it: every cell's and edge's label, in order. */
const boardState = (page: Page) =>
  page
    .locator(".gb [role=grid]")
    .first()
    .locator("[role=gridcell]")
    .evaluateAll((els) => els.map((e) => e.getAttribute("aria-label") ?? "").join("\n"));

/** The keys that play a piece in one of the generic board's kinds: a digit, a shade, a line on an edge, a
 * centre line (Shift+arrow). */
const playKeys = ["1", " ", "#", "Shift+ArrowRight"];

describeInBrowser("every genre on the generic board, by keyboard and touch", (run) => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  beforeAll(async () => {
    ({ context, page, errors } = await phone(run.browser));
    await page.goto(run.site.url);
  });
  afterAll(async () => {
    await context?.close();
  });

  it("has genres to play", () => {
    expect(generic.length).toBeGreaterThan(0);
  });

  for (const id of generic)
    it(`${id}: a key and a finger play a piece, Undo takes it back, Check answers`, async () => {
      await visit(page, run.site.url, id);
      const grid = page.locator(".gb [role=grid]").first();
      await grid.waitFor();
      const start = await boardState(page);

      // Keyboard: from the grid's focused piece, step right until a key plays something (a given cannot).
      await grid.locator('[tabindex="0"]').first().focus();
      let played = false;
      for (let step = 0; step < 12 && !played; step++) {
        for (const key of playKeys) {
          await page.keyboard.press(key);
          if ((await boardState(page)) !== start) {
            played = true;
            break;
          }
        }
        if (!played) await page.keyboard.press(step % 2 ? "ArrowDown" : "ArrowRight");
      }
      expect(played, `${id}: a key played a piece`).toBe(true);
      await page.getByRole("button", { name: "Undo", exact: true }).click();
      await expect.poll(() => boardState(page), { message: `${id}: Undo took it back` }).toBe(start);

      // Touch: tap pieces until one changes the board (a digit cell takes the pad's first symbol after the
      // tap, 1 or A, a centre line a drag to the next cell).
      const pieces = grid.locator("[role=gridcell]");
      const count = await pieces.count();
      let tapped = false;
      for (let k = 0; k < Math.min(count, 12) && !tapped; k++) {
        await tap(page, pieces.nth(Math.floor((k * count) / 12)));
        const pad = page.getByRole("button", { name: /^Digit (1|A)$/ });
        if ((await boardState(page)) === start && (await pad.count()) > 0) await tap(page, pad.first());
        // A line between cell centres (Masyu) is drawn by a finger dragged from one cell to the next.
        if ((await boardState(page)) === start) {
          const from = pieces.nth(Math.floor((k * count) / 12));
          const to = pieces.nth(Math.floor((k * count) / 12) + 1);
          if ((await to.count()) > 0) await touchDrag(page, [await inView(from), await inView(to)]);
        }
        tapped = (await boardState(page)) !== start;
      }
      expect(tapped, `${id}: a finger played a piece`).toBe(true);

      await check(page, /mistake|No mistakes|Solved/);
      expect(errors, id).toEqual([]);
    });
});

async function phone(browser: Browser) {
  const context = await browser.newContext({ viewport: phoneViewport, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  return { context, page, errors: collectErrors(page) };
}
