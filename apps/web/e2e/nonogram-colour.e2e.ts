import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { colourBoardText as boardText, expectChipColoursOnScreen, rgb } from "./colour-board.ts";
import { check, describeInBrowser, explain, hintAndApply, openType, shareAndReload } from "./flow.ts";
import { screenshot } from "./harness.ts";

// The mushroom example's palette (packages/nonogram/src/colour/examples.ts), by code.
const palette: Record<string, string> = { r: "#d62828", w: "#fff1d0", s: "#d2b48c", g: "#2a9d3f" };

/** WCAG contrast of two computed `rgb(r, g, b)` colours. */
function contrast(a: string, b: string): number {
  const lum = (c: string) => {
    const [r, g, bl] = c
      .match(/\d+/g)!
      .slice(0, 3)
      .map((v) => {
        const s = Number(v) / 255;
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Every clue chip's code and computed colours: each must be its palette colour, its number readable. */
async function expectClueColours(page: Page) {
  const chips = await page.locator(".nono-chip").evaluateAll((els) =>
    els.map((el) => ({
      code: (el as HTMLElement).dataset.colour!,
      background: getComputedStyle(el).backgroundColor,
      color: getComputedStyle(el).color,
    })),
  );
  expect(chips.length).toBeGreaterThan(20);
  expect(new Set(chips.map((c) => c.code))).toEqual(new Set(Object.keys(palette)));
  for (const chip of chips) {
    expect(chip.background).toBe(rgb(palette[chip.code]!));
    expect(contrast(chip.background, chip.color)).toBeGreaterThanOrEqual(4.5);
  }
}

async function openMushroom(page: Page) {
  await page.locator("#example").selectOption({ label: "mushroom (10x10, 4 colours, JSON)" });
  await page.locator(".nono-chip").first().waitFor();
}

describeInBrowser("colour nonogram in the browser", (run) => {
  it("opens a colour example, shows its clue colours, and plays it to the end with keyboard and drag", async () => {
    const { page, errors, context } = await openType(run.browser, run.site.url, "nonogram");
    await openMushroom(page);
    await expectClueColours(page);
    // What a person sees: the chips' pixels on a screenshot (also saved as nonogram-colour.png).
    await expectChipColoursOnScreen(page, palette, "nonogram-colour");
    expect(await page.getByRole("button", { name: /red/ }).getAttribute("aria-pressed")).toBe("true");

    // The same colours in the dark theme, on a phone.
    const dark = await run.browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme: "dark" });
    const small = await dark.newPage();
    await small.goto(`${run.site.url}nonogram`);
    await small.getByRole("grid").first().waitFor();
    await openMushroom(small);
    await expectClueColours(small);
    await screenshot(small, "nonogram-colour-phone-dark");
    await dark.close();

    await hintAndApply(page);
    await explain(page);
    // The solver's answer, as the Solve panel prints it (rows of colour codes), without putting it on the board.
    await page.getByRole("button", { name: "Solve", exact: true }).click();
    await page.locator(".solve-result").waitFor({ timeout: 30_000 });
    expect(await page.locator(".solve-result strong").textContent()).toBe("Exactly one solution.");
    const solution = (await page.locator(".solution-text").textContent())!.trim().split("\n");
    expect(solution).toHaveLength(10);

    // Paint all but the last row with the keyboard: a colour's code paints with it, 0 marks the background.
    await page.getByRole("gridcell", { name: /^Row 1, column 1,/ }).focus();
    for (const line of solution.slice(0, -1)) {
      for (const [i, code] of [...line].entries()) {
        await page.keyboard.press(code === "." ? "0" : code);
        if (i < line.length - 1) await page.keyboard.press("ArrowRight");
      }
      await page.keyboard.press("Tab");
    }
    // The last row (all green) in one drag with green picked in the palette.
    const last = solution.at(-1)!;
    expect(last).toBe("g".repeat(10));
    await page.getByRole("button", { name: /green/ }).click();
    expect(await page.getByRole("button", { name: /green/ }).getAttribute("aria-pressed")).toBe("true");
    const from = await page.getByRole("gridcell", { name: /^Row 10, column 1,/ }).boundingBox();
    const to = await page.getByRole("gridcell", { name: /^Row 10, column 10,/ }).boundingBox();
    await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
    await page.mouse.down();
    await page.mouse.move(to!.x + to!.width / 2, to!.y + to!.height / 2, { steps: 8 });
    await page.mouse.up();
    expect(
      await page.getByRole("gridcell", { name: /^Row 10, column 10,/ }).getAttribute("aria-label"),
    ).toMatch(/green/);

    const painted = (await boardText(page)).replaceAll("x", ".");
    expect(painted).toBe(solution.join(""));
    const cellColour = await page
      .getByRole("gridcell", { name: /^Row 2, column 4,/ })
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(cellColour).toBe(rgb(palette.r!));
    await check(page, /^Solved!/);
    expect(await page.locator(".nono-clue.done").count()).toBe(await page.locator(".nono-clue").count());
    await screenshot(page, "nonogram-colour-solved");
    const other = await shareAndReload(run.browser, page, boardText);
    await other.context().close();
    expect(errors).toEqual([]);
    await context.close();
  });
});
