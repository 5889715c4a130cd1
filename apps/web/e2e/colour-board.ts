import type { Page } from "playwright-core";
import { expect } from "vitest";
import { screenshot } from "./harness.ts";

/** The colour board as text: each cell's colour code, 'x' crossed out, '?' empty, row by row. */
export const colourBoardText = (page: Page) =>
  page
    .locator(".nono-grid .nono-cell")
    .evaluateAll((cells) =>
      cells
        .map((c) => (c.classList.contains("crossed") ? "x" : ((c as HTMLElement).dataset.colour ?? "?")))
        .join(""),
    );

/** `#rrggbb` as the `rgb(r, g, b)` that getComputedStyle gives. */
export const rgb = (hex: string) => {
  const [r, g, b] = channels(hex);
  return `rgb(${r}, ${g}, ${b})`;
};

const channels = (hex: string): [number, number, number] => {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};

const cell = (page: Page, row: number, col: number) =>
  page.getByRole("gridcell", { name: new RegExp(`^Row ${row + 1}, column ${col + 1},`) });

/**
 * Plays a colour puzzle to `goal` (rows of codes, `.` the background) with the mouse: for each colour, its
 * palette button, then a click on each cell of that colour not already painted with it (a click on a cell
 * of the current colour empties it). Background cells are left open: an open cell counts as background.
 */
export async function paintByClicking(page: Page, goal: readonly string[]) {
  const codes = [...new Set(goal.join("").replaceAll(".", ""))];
  for (const code of codes) {
    const button = page.locator(`.nono-palette button[data-code="${code}"]`);
    await button.click();
    expect(await button.getAttribute("aria-pressed")).toBe("true");
    for (const [row, line] of goal.entries()) {
      for (const [col, want] of [...line].entries()) {
        if (want !== code) continue;
        const target = cell(page, row, col);
        if ((await target.getAttribute("data-colour")) === code) continue;
        await target.click();
        await expect.poll(() => target.getAttribute("data-colour")).toBe(code);
      }
    }
  }
}

/**
 * Takes a screenshot and reads, for every clue chip on it, the colour that covers most of the chip (its
 * number covers less than its background). The PNG is decoded by the page's own canvas, so no image library
 * is needed; the screenshot is also saved as `name` under e2e/screenshots.
 */
async function chipColoursOnScreen(page: Page, name: string) {
  // One screenshot, both saved and read (taking it twice cost a second full-page capture and encoding).
  const png = (await screenshot(page, name)).toString("base64");
  return page.evaluate(async (data) => {
    const chips = [...document.querySelectorAll<HTMLElement>(".nono-chip")].map((el) => {
      const r = el.getBoundingClientRect();
      return { code: el.dataset.colour!, x: r.left + scrollX, y: r.top + scrollY, w: r.width, h: r.height };
    });
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext("2d", { willReadFrequently: true })!;
    context.drawImage(image, 0, 0);
    return chips.map((chip) => {
      // Two pixels in from every edge: clear of the rounded corners and of anti-aliased borders.
      const x = Math.ceil(chip.x) + 2;
      const y = Math.ceil(chip.y) + 2;
      const { data: px } = context.getImageData(x, y, Math.floor(chip.w) - 4, Math.floor(chip.h) - 4);
      const counts = new Map<string, number>();
      for (let i = 0; i < px.length; i += 4) {
        const key = `${px[i]},${px[i + 1]},${px[i + 2]}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      const [top] = [...counts].sort((a, b) => b[1] - a[1]);
      return { code: chip.code, rgb: top![0].split(",").map(Number) as [number, number, number] };
    });
  }, png);
}

/**
 * Every clue chip on the screen is drawn in its palette colour (`palette`: code to `#rrggbb`), and every
 * colour of the palette has chips. Compared by the pixels of a screenshot, so what is checked is what a
 * person sees, after styles, themes and compositing. One unit per channel of slack for colour conversion.
 */
export async function expectChipColoursOnScreen(page: Page, palette: Record<string, string>, name: string) {
  const chips = await chipColoursOnScreen(page, name);
  expect(chips.length).toBeGreaterThan(0);
  expect(new Set(chips.map((c) => c.code))).toEqual(new Set(Object.keys(palette)));
  for (const chip of chips) {
    const want = channels(palette[chip.code]!);
    const off = Math.max(...chip.rgb.map((v, i) => Math.abs(v - want[i]!)));
    expect(
      off,
      `chip ${chip.code}: rgb(${chip.rgb}) on screen, ${palette[chip.code]} in the palette`,
    ).toBeLessThanOrEqual(1);
  }
}
