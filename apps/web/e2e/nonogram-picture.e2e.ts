import { fileURLToPath } from "node:url";
import type { FileChooser, Page } from "playwright-core";
import { expect, it } from "vitest";
import { colourBoardText, expectChipColoursOnScreen, paintByClicking } from "./colour-board.ts";
import { check, describeInBrowser, openType, status } from "./flow.ts";
import { screenshot } from "./harness.ts";

// A colour puzzle from a webpbn XML file, and a puzzle made from a picture, each played to the end with the
// mouse; the clue colours on screen are compared with the palette by a screenshot's pixels.

const boatFile = fileURLToPath(new URL("boat-colour.xml", import.meta.url));
/** The boat's palette (boat-colour.xml) and picture. */
const boatPalette = { r: "#c62828", y: "#f9d71c", b: "#1565c0" };
const boat = ["...r...", "..yry..", "...ryy.", "..yr...", "bbbbbbb", ".bbbbb."];

/**
 * The picture to drop, one character a cell: two red dots on a diagonal (the other diagonal fits the same
 * clues, so it needs a given), a blue box, green along the bottom; the white border is the background.
 */
const design = [
  "r......g",
  ".r....gg",
  "........",
  "..bbbb..",
  "..bbbb..",
  "..bbbb..",
  "........",
  "gggggggg",
];
const drawn: Record<string, string> = { ".": "#ffffff", r: "#e61e1e", b: "#2050c8", g: "#28963c" };

/**
 * Drops `design` on the picture panel as a PNG file, drawn by the page's canvas at `scale` pixels a cell (so
 * the grid the page picks is not the design's and has to be changed).
 */
async function dropPicture(page: Page, scale: number) {
  const dataTransfer = await page.evaluateHandle(
    async ({ design, drawn, scale }) => {
      const canvas = document.createElement("canvas");
      canvas.width = design[0]!.length * scale;
      canvas.height = design.length * scale;
      const context = canvas.getContext("2d")!;
      for (const [row, line] of design.entries()) {
        for (const [col, ch] of [...line].entries()) {
          context.fillStyle = drawn[ch]!;
          context.fillRect(col * scale, row * scale, scale, scale);
        }
      }
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), "image/png"));
      const transfer = new DataTransfer();
      transfer.items.add(new File([blob], "corner.png", { type: "image/png" }));
      return transfer;
    },
    { design, drawn, scale },
  );
  const panel = page.getByRole("region", { name: "Picture" });
  await panel.dispatchEvent("dragover", { dataTransfer });
  await panel.dispatchEvent("drop", { dataTransfer });
}

/** Sets a size field the way a person commits it: type, then Enter. */
async function commitField(page: Page, label: string, value: number) {
  const field = page.getByLabel(label, { exact: true });
  await field.fill(String(value));
  await field.press("Enter");
}

/** The quantised picture the page shows, as rows of codes. */
const previewGrid = (page: Page) =>
  page.locator("rect.picture-cell").evaluateAll((rects) => {
    const rows: string[] = [];
    for (const r of rects) {
      const y = Number(r.getAttribute("y"));
      rows[y] = (rows[y] ?? "") + r.getAttribute("data-code");
    }
    return rows;
  });

describeInBrowser("colour nonograms from a file and from a picture", (run) => {
  it("opens a colour webpbn XML file, shows its clue colours, and is played to the end with the palette", async () => {
    const { page, errors, context } = await openType(run.browser, run.site.url, "nonogram");
    await page.getByLabel("Open a file…").setInputFiles(boatFile);
    await expect.poll(() => status(page).textContent()).toBe("Opened boat-colour.xml.");
    await expect.poll(() => page.getByRole("gridcell").count()).toBe(42);
    await expectChipColoursOnScreen(page, boatPalette, "nonogram-colour-file");
    // The same colours in the dark theme: the chips keep their palette colours, whatever the page's.
    await page.emulateMedia({ colorScheme: "dark" });
    await expectChipColoursOnScreen(page, boatPalette, "nonogram-colour-file-dark");
    await page.emulateMedia({ colorScheme: "light" });

    await paintByClicking(page, boat);
    expect(await colourBoardText(page)).toBe(boat.join("").replaceAll(".", "?"));
    await check(page, /^Solved! Every cell is right\.$/);
    expect(await page.locator(".nono-clue.done").count()).toBe(await page.locator(".nono-clue").count());
    expect(errors).toEqual([]);
    await context.close();
  });

  it("makes a puzzle of a dropped picture, adds the givens it needs, and is played to the end", async () => {
    const { page, errors, context } = await openType(run.browser, run.site.url, "nonogram");
    await page.getByRole("link", { name: "From a picture" }).click();
    await page.getByRole("heading", { level: 1, name: "Nonogram from a picture" }).waitFor();
    await page.getByLabel("Colours").selectOption("3");
    await dropPicture(page, 2);
    // A 16x16 picture of 8x8 cells: the page starts at one cell a pixel; the person picks 8 by 8. The
    // second change cancels the puzzle the first one started making.
    await expect.poll(() => page.getByLabel("Rows", { exact: true }).inputValue()).toBe("16");
    await commitField(page, "Rows", 8);
    await commitField(page, "Columns", 8);
    await expect
      .poll(() => status(page).textContent(), { timeout: 20_000 })
      .toBe(
        "An 8×8 puzzle in 3 colours with more than one solution: 4 cells differ between two of them (marked on the picture). Add givens to make it unique, or play it as it is.",
      );

    // The preview is the design, each colour kept exactly (a picture of 4 colours quantised to 3 + white).
    const grid = await previewGrid(page);
    const codeOf = new Map([...design.join("")].map((ch, i) => [ch, grid.join("")[i]!]));
    expect(grid).toEqual(design.map((line) => [...line].map((ch) => codeOf.get(ch)).join("")));
    expect(codeOf.get(".")).toBe(".");
    expect(new Set(codeOf.values()).size).toBe(4);
    const fills = await page
      .locator("rect.picture-cell")
      .evaluateAll((rects) => rects.map((r) => `${r.getAttribute("data-code")} ${r.getAttribute("fill")}`));
    for (const ch of Object.keys(drawn)) expect(fills).toContain(`${codeOf.get(ch)} ${drawn[ch]}`);
    const differing = await page
      .locator(".picture-differs")
      .evaluateAll((marks) =>
        marks.map((m) => `${m.getAttribute("data-row")},${m.getAttribute("data-col")}`),
      );
    expect(differing).toEqual(["0,0", "0,1", "1,0", "1,1"]);
    await screenshot(page, "nonogram-picture-verdict");
    const names = (await page.locator(".picture-legend li").allTextContents()).slice(1);
    expect(names).toHaveLength(3);

    await page.getByRole("button", { name: "Add the givens that make it unique" }).click();
    await expect
      .poll(() => status(page).textContent(), { timeout: 40_000 })
      .toMatch(/^With 1 given the puzzle has exactly one solution/);
    const given = page.locator(".picture-given");
    expect(await given.count()).toBe(1);
    const at = {
      row: Number(await given.getAttribute("data-row")),
      col: Number(await given.getAttribute("data-col")),
    };
    expect(["0,0", "0,1", "1,0", "1,1"]).toContain(`${at.row},${at.col}`);
    // The keyboard's place moved to Play when the givens button went away.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Play this puzzle");
    await page.keyboard.press("Enter");

    // On the nonogram page, the given already painted, and nothing else.
    await page.getByRole("grid").first().waitFor();
    await expect.poll(() => status(page).textContent()).toBe("Opened the shared puzzle.");
    const start = await colourBoardText(page);
    const givenCode = grid[at.row]![at.col]!;
    expect(start).toBe(
      [...grid.join("")]
        .map((_, i) => (i === at.row * 8 + at.col ? (givenCode === "." ? "x" : givenCode) : "?"))
        .join(""),
    );
    const palette = Object.fromEntries(
      Object.entries(drawn)
        .filter(([ch]) => ch !== ".")
        .map(([ch, hex]) => [codeOf.get(ch)!, hex]),
    );
    await expectChipColoursOnScreen(page, palette, "nonogram-picture-board");
    // The palette keeps the names the picture page gave its colours (the puzzle went over in a format that
    // holds them).
    expect(await page.locator(".nono-palette .nono-colour-name").allTextContents()).toEqual([
      ...names,
      "Cross out",
    ]);
    await paintByClicking(page, grid);
    await check(page, /^Solved! Every cell is right\.$/);
    await screenshot(page, "nonogram-picture-solved");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("refuses what is not a picture, opened with the keyboard, and shrinks a large picture to the grid", async () => {
    const { page, errors, context } = await openType(run.browser, run.site.url, "nonogram");
    // Listened for before anything else: adding the first listener is what turns Playwright's file-chooser
    // interception on, by a message it does not wait for, so a listener added with the key press could let
    // the press reach the page first and the chooser open unseen (it failed so once, on a loaded machine).
    const chooserOpened = new Promise<FileChooser>((resolve) => page.once("filechooser", resolve));
    await page.getByRole("link", { name: "From a picture" }).click();
    await page.getByRole("heading", { level: 1, name: "Nonogram from a picture" }).waitFor();
    // The file button takes the keyboard: Space on it opens the browser's file chooser.
    await page.getByLabel("Open a picture…").focus();
    // The input itself is transparent over its label, so the label shows where the focus is.
    expect(
      await page.locator(".picture .file-button").evaluate((el) => getComputedStyle(el).outlineStyle),
    ).toBe("solid");
    await page.keyboard.press("Space");
    const chooser = await chooserOpened;
    await chooser.setFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("5 5\n1\n") });
    await expect
      .poll(() => status(page).textContent())
      .toBe("Could not read notes.txt: this is not a picture (the file is text/plain); open a PNG or JPEG.");
    // Said to be a PNG, but not one: the browser's decoder refuses it.
    await page
      .getByLabel("Open a picture…")
      .setInputFiles({ name: "broken.png", mimeType: "image/png", buffer: Buffer.from("not a PNG at all") });
    await expect
      .poll(() => status(page).textContent())
      .toBe(
        "Could not read broken.png: this file is not a picture the browser can read (try a PNG or JPEG).",
      );
    expect(await page.locator(".picture-preview").count()).toBe(0);

    // 2400 pixels a side: shrunk before it goes to the worker, then to the 20-cell grid the page starts at.
    await dropPicture(page, 300);
    await expect
      .poll(() => status(page).textContent(), { timeout: 20_000 })
      .toMatch(/^A 20×20 puzzle in black and white /);
    expect(await page.locator("rect.picture-cell").count()).toBe(400);
    expect(errors).toEqual([]);
    await context.close();
  });
});
