import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, expect, it } from "vitest";
import { describeInBrowser, openType } from "./flow.ts";
import { listedTypes, visit } from "./pages.ts";
import { decodePng, toPalettePng } from "./png-palette.ts";
import { expectNoSidewaysScroll, expectTouchSized, openTouch } from "./touch.ts";

// The pictures in docs/screenshots (committed; see its README): each listed type's page as it opens, on a
// phone and on a desktop, the viewport only. Each is taken after asserting what it shows (the board in
// view, no sideways scrolling, on the phone every control big enough for a finger), so the pictures are
// what the tests saw.

// They are written there only when asked (GRIDSMITH_UPDATE_SCREENSHOTS=1): each run's bytes differ a little,
// so writing them on every test run left a clone's committed pictures changed after `pnpm test`. Otherwise
// they go to a folder of their own under the system's temporary folder, taken and encoded all the same.
const docs = fileURLToPath(new URL("../../../docs/screenshots/", import.meta.url));
const out =
  process.env.GRIDSMITH_UPDATE_SCREENSHOTS === "1"
    ? docs
    : `${mkdtempSync(join(tmpdir(), "gridsmith-shots-"))}/`;
afterAll(() => {
  if (out !== docs) rmSync(out, { recursive: true, force: true });
});
/**
 * The types the pictures' README shows (its table's `ID-phone.png`): only these are pictured. Every listed
 * type is still visited and checked on both devices; a picture of the others went to an untracked file that
 * no page shows (some 54 a run, each captured, decoded, reduced to a palette and deflated for nothing).
 */
const pictured = new Set(
  [...readFileSync(`${docs}README.md`, "utf8").matchAll(/\(([\w-]+)-phone\.png\)/g)].map((m) => m[1]!),
);
// A small laptop's window: wide enough for the side panel beside the board, small enough to keep the
// pictures light (they are committed).
const laptop = { width: 1024, height: 640 };

describeInBrowser("screenshots of every type's page", (held) => {
  it("on a phone and on a desktop, the board visible, no sideways scrolling, controls for a finger", async () => {
    mkdirSync(out, { recursive: true });
    const home = await held.browser.newPage();
    await home.goto(held.site.url);
    await home.locator("main h1").waitFor();
    const types = await listedTypes(home);
    await home.close();
    expect(types).toContain("sudoku");
    // Each picture the README shows is of a type the site lists (a README row for a type gone would
    // otherwise keep a stale picture).
    expect(types).toEqual(expect.arrayContaining([...pictured]));
    expect(pictured.size).toBeGreaterThan(0);
    // One page a device, each type visited through the site's own navigation (see pages.ts `visit`).
    for (const device of ["phone", "desktop"] as const) {
      const { context, page, errors } =
        device === "phone"
          ? await openTouch(held.browser, held.site.url, types[0]!)
          : await openType(held.browser, held.site.url, types[0]!, laptop);
      for (const id of types) {
        await visit(page, held.site.url, id);
        const board = page.locator(".board-frame").first();
        await board.waitFor();
        await board.scrollIntoViewIfNeeded();
        expect(await board.isVisible(), id).toBe(true);
        const box = (await board.boundingBox())!;
        expect(box.x + box.width, id).toBeLessThanOrEqual(page.viewportSize()!.width);
        await expectNoSidewaysScroll(page);
        if (device === "phone") await expectTouchSized(page, "main");
        if (!pictured.has(id)) continue;
        // The top of the page: the title, the moves and the board as a person first sees them.
        await page.evaluate(() => window.scrollTo(0, 0));
        const shot = decodePng(await page.screenshot());
        expect(shot.width).toBe(page.viewportSize()!.width);
        writeFileSync(`${out}${id}-${device}.png`, toPalettePng(shot));
      }
      expect(errors).toEqual([]);
      await context.close();
    }
    // Two pages a type on a small shared machine: more than the default minute for the whole catalog.
  }, 300_000);
});
