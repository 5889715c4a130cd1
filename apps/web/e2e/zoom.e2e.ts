import type { Locator, Page } from "playwright-core";
import { expect, it } from "vitest";
import { cellAt, describeInBrowser, desktop, openType } from "./flow.ts";
import { openTouch, phoneViewport, tap, touchDrag } from "./touch.ts";

// Giant boards (issue #33): the zoom bar's Fit shows the whole board, + makes its cells larger, and the board
// then scrolls in a view no taller than the window, moved by a finger in Move mode (phone) or by the wheel
// (desktop); taps and drags still play the cells they land on. The boards are typed in as puzz.link links
// that end early (the rest of the board empty), as pzprjs reads them.

/** Light Up, 60 x 60, a 1 in the top left corner. */
const lightUp = "https://puzz.link/p?lightup/60/60/1";
/** Slitherlink, 40 x 40, a 3 in the top left corner (79 runs of 20 empty cells and one of 19 after it). */
const slitherlink = `https://puzz.link/p?slither/40/40/3${"z".repeat(79)}y`;
/** Masyu, 40 x 40, a white pearl in the top left corner. */
const masyu = "https://puzz.link/p?mashu/40/40/9";

const grid = (page: Page) => page.locator(".gb [role=grid]").first();
const view = (page: Page) => page.locator(".gb-view").first();
const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
const label = (page: Page, row: number, col: number) => cellAt(page, row, col).getAttribute("aria-label");

async function box(target: Locator) {
  const found = await target.boundingBox();
  if (!found) throw new Error("not laid out");
  return found;
}

/** Opens a puzzle from its text through the page's source panel, waiting until its grid has `cells` cells. */
async function openText(page: Page, text: string, cells: number) {
  await page.locator("#puzzle-text").fill(text);
  await button(page, "Open text").click();
  await expect.poll(() => grid(page).locator("[role=gridcell]").count()).toBe(cells);
}

/** How far the board's view can scroll each way (0, 0: the whole board is in it). */
const overflow = (page: Page) =>
  view(page).evaluate((el) => ({
    x: el.scrollWidth - el.clientWidth,
    y: el.scrollHeight - el.clientHeight,
  }));

/** The whole grid is in the view, the view is no wider than the page and no taller than the window. */
async function expectWholeBoard(page: Page, window: { width: number; height: number }) {
  await expect.poll(() => overflow(page)).toEqual({ x: 0, y: 0 });
  const g = await box(grid(page));
  const v = await box(view(page));
  expect(g.x).toBeGreaterThanOrEqual(v.x);
  expect(g.x + g.width).toBeLessThanOrEqual(v.x + v.width);
  expect(v.x + v.width).toBeLessThanOrEqual(window.width);
  expect(v.height).toBeLessThanOrEqual(window.height);
}

/** The cell at (row, col) lies wholly inside the board's view as it is scrolled now. */
async function inViewOfBoard(page: Page, row: number, col: number) {
  const c = await box(cellAt(page, row, col));
  const v = await box(view(page));
  return c.x >= v.x && c.y >= v.y && c.x + c.width <= v.x + v.width && c.y + c.height <= v.y + v.height;
}

/** Presses + (with `press`) until a cell is at least `least` px wide, each press waiting for the cells to grow. */
async function zoomInTo(page: Page, least: number, press: (target: Locator) => Promise<void>) {
  const width = async () => (await box(cellAt(page, 1, 2))).width;
  for (let k = 0; k < 12 && (await width()) < least; k++) {
    const before = await width();
    await press(button(page, "Zoom in"));
    await expect.poll(width).toBeGreaterThan(before);
  }
  expect(await width()).toBeGreaterThanOrEqual(least);
}

/**
 * Pans the board (in Move mode) with a finger dragged across its view, up and left, until its cell (n, n)
 * is in the view; each drag must move the view.
 */
async function panToCorner(page: Page, n: number) {
  for (let k = 0; k < 20 && !(await inViewOfBoard(page, n, n)); k++) {
    const v = await box(view(page));
    const from = { x: v.x + v.width - 10, y: v.y + v.height - 10 };
    const to = { x: v.x + 10, y: v.y + 10 };
    const before = await view(page).evaluate((el) => el.scrollLeft + el.scrollTop);
    await touchDrag(page, [from, { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 }, to]);
    await expect
      .poll(() => view(page).evaluate((el) => el.scrollLeft + el.scrollTop))
      .toBeGreaterThan(before);
  }
  expect(await inViewOfBoard(page, n, n)).toBe(true);
}

/** The centre of the cell at (row, col), without scrolling it into view. */
async function centre(page: Page, row: number, col: number) {
  const c = await box(cellAt(page, row, col));
  return { x: c.x + c.width / 2, y: c.y + c.height / 2 };
}

describeInBrowser("giant boards: zoom, fit and pan", (held) => {
  it("a phone fits a 60 x 60 Light Up, zooms in, pans to the far corner with Move, and plays it by touch", async () => {
    const { context, page, errors } = await openTouch(held.browser, held.site.url, "lightup");
    await openText(page, lightUp, 3600);
    const bar = page.getByRole("group", { name: "Board size" });

    await tap(page, button(page, "Fit the board to the screen"));
    await expect
      .poll(() => bar.getByRole("button", { name: /^Fit/ }).getAttribute("aria-pressed"))
      .toBe("true");
    await expectWholeBoard(page, phoneViewport);
    const fitted = (await box(cellAt(page, 1, 2))).width;

    await zoomInTo(page, 24, (target) => tap(page, target));
    expect((await box(cellAt(page, 1, 2))).width).toBeGreaterThan(fitted);
    const { x, y } = await overflow(page);
    expect(x).toBeGreaterThan(0);
    expect(y).toBeGreaterThan(0);

    // The bar and the board's view on the screen, as a person scrolls the page to the board.
    await bar.evaluate((el) => el.scrollIntoView({ block: "start" }));
    const move = button(page, "Move the board");
    await tap(page, move);
    await expect.poll(() => move.getAttribute("aria-pressed")).toBe("true");
    await panToCorner(page, 60);
    // Panning played nothing: no light, no dot anywhere.
    expect(await grid(page).locator(".light, .dotted").count()).toBe(0);
    // A tap in Move mode plays nothing either.
    const corner = await centre(page, 60, 60);
    await page.touchscreen.tap(corner.x, corner.y);
    expect(await label(page, 60, 60)).toBe("Row 60, column 60, empty");

    // Move off: the bar is still on the screen; a tap on the far corner lights it, a drag paints a run.
    await tap(page, move);
    await expect.poll(() => move.getAttribute("aria-pressed")).toBe("false");
    expect(await inViewOfBoard(page, 60, 60)).toBe(true);
    await page.touchscreen.tap(corner.x, corner.y);
    await expect.poll(() => label(page, 60, 60)).toBe("Row 60, column 60, light");
    const run = [];
    for (let col = 56; col <= 59; col++) run.push(await centre(page, 58, col));
    await touchDrag(page, run);
    for (let col = 56; col <= 59; col++)
      await expect.poll(() => label(page, 58, col)).toBe(`Row 58, column ${col}, light`);
    expect(await label(page, 58, 55)).toBe("Row 58, column 55, empty");
    expect(await label(page, 58, 60)).toBe("Row 58, column 60, empty");

    // Remembered for the type: a reload opens the board at the same cell size.
    const zoomed = (await box(cellAt(page, 1, 2))).width;
    await page.reload();
    await expect.poll(() => grid(page).locator("[role=gridcell]").count()).toBe(3600);
    await expect.poll(async () => (await box(cellAt(page, 1, 2))).width).toBe(zoomed);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a phone plays a 40 x 40 Slitherlink's far corner, zoomed in: a tap on an edge, a drag from dot to dot", async () => {
    const { context, page, errors } = await openTouch(held.browser, held.site.url, "slitherlink");
    // 1600 cells and 2 x 40 x 41 edges.
    await openText(page, slitherlink, 4880);
    await tap(page, button(page, "Fit the board to the screen"));
    await expectWholeBoard(page, phoneViewport);
    await zoomInTo(page, 24, (target) => tap(page, target));
    await page
      .getByRole("group", { name: "Board size" })
      .evaluate((el) => el.scrollIntoView({ block: "start" }));
    const move = button(page, "Move the board");
    await tap(page, move);
    await panToCorner(page, 40);
    await tap(page, move);
    await expect.poll(() => move.getAttribute("aria-pressed")).toBe("false");
    expect(await inViewOfBoard(page, 40, 40)).toBe(true);

    const edge = (name: string) => page.getByRole("gridcell", { name: new RegExp(`^${name},`) });
    const right = await box(edge("Right of r40c40"));
    await page.touchscreen.tap(right.x + right.width / 2, right.y + right.height / 2);
    await expect.poll(() => edge("Right of r40c40").getAttribute("aria-label")).toBe("Right of r40c40, line");
    // The dots along the bottom, lattice row 80: from the one left of r40c37 to the one right of r40c39.
    const dot = async (col: number) => {
      const d = await box(page.locator(`.gb-lattice > .gb-row:nth-child(81) > :nth-child(${col + 1})`));
      return { x: d.x + d.width / 2, y: d.y + d.height / 2 };
    };
    await touchDrag(page, [await dot(72), await dot(74), await dot(76), await dot(78)]);
    for (const col of [37, 38, 39])
      await expect
        .poll(() => edge(`Bottom of r40c${col}`).getAttribute("aria-label"))
        .toBe(`Bottom of r40c${col}, line`);
    expect(await edge("Bottom of r40c36").getAttribute("aria-label")).toBe("Bottom of r40c36, empty");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a desktop fits a 40 x 40 Masyu, zooms in, scrolls to the far corner with the wheel, and draws a line there", async () => {
    const { context, page, errors } = await openType(held.browser, held.site.url, "mashu");
    await openText(page, masyu, 1600);
    await button(page, "Fit the board to the screen").click();
    await expectWholeBoard(page, desktop);
    const fitted = (await box(cellAt(page, 1, 2))).width;
    await zoomInTo(page, fitted + 10, (target) => target.click());

    await page
      .getByRole("group", { name: "Board size" })
      .evaluate((el) => el.scrollIntoView({ block: "start" }));
    for (let k = 0; k < 20 && !(await inViewOfBoard(page, 40, 40)); k++) {
      const v = await box(view(page));
      const before = await view(page).evaluate((el) => el.scrollLeft + el.scrollTop);
      await page.mouse.move(v.x + v.width / 2, v.y + v.height / 2);
      await page.mouse.wheel(400, 400);
      await expect
        .poll(() => view(page).evaluate((el) => el.scrollLeft + el.scrollTop))
        .toBeGreaterThan(before);
    }
    expect(await inViewOfBoard(page, 40, 40)).toBe(true);

    // A drag from cell to cell along the bottom row draws the line through the cells it passes.
    const points = [await centre(page, 40, 37), await centre(page, 40, 38), await centre(page, 40, 39)];
    await page.mouse.move(points[0]!.x, points[0]!.y);
    await page.mouse.down();
    for (const p of points.slice(1)) await page.mouse.move(p.x, p.y, { steps: 4 });
    await page.mouse.up();
    await expect.poll(() => label(page, 40, 38)).toBe("Row 40, column 38, empty, lines left right");
    expect(await label(page, 40, 37)).toBe("Row 40, column 37, empty, lines right");
    expect(await label(page, 40, 39)).toBe("Row 40, column 39, empty, lines left");
    expect(errors).toEqual([]);
    await context.close();
  });
});
