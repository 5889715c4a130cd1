import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { describeInBrowser, desktop, status } from "./flow.ts";
import { collectErrors } from "./harness.ts";
import { visit } from "./pages.ts";

// The home page as forty types need it: the types grouped by kind under a search box, the header's menu of
// types, and a puzzle pasted or dropped there opening on its type's page. One page for every test, moved
// about by the site's own navigation.

/** What the home page's "Open any puzzle" panel says. */
const openAnyStatus = (page: Page) => page.locator("#open-any-status");

/** Pastes `text` into the home page's box, as a person's paste does (the text in the box, then the event). */
async function paste(page: Page, text: string) {
  await page.locator("#open-any-text").evaluate((area: HTMLTextAreaElement, pasted) => {
    area.value = pasted;
    area.dispatchEvent(new ClipboardEvent("paste", { bubbles: true }));
  }, text);
}

/** Drops a file holding `text` on the home page's panel. */
async function dropFile(page: Page, name: string, text: string) {
  const dataTransfer = await page.evaluateHandle(
    ({ name, text }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([text], name, { type: "text/plain" }));
      return transfer;
    },
    { name, text },
  );
  const panel = page.getByRole("region", { name: "Open any puzzle" });
  await panel.dispatchEvent("dragover", { dataTransfer });
  await panel.dispatchEvent("drop", { dataTransfer });
}

describeInBrowser("the home page", (held) => {
  let page: Page;
  let errors: string[];
  const home = async () => {
    if (!page) {
      page = await held.browser.newPage({ viewport: desktop });
      errors = collectErrors(page);
    }
    await visit(page, held.site.url, "");
    await page.locator(".type-card").first().waitFor();
  };

  it("groups the types by kind and finds them by title, id or another name", async () => {
    await home();
    const kinds = await page.locator(".type-group h3").allTextContents();
    expect(kinds.length).toBeGreaterThan(1);
    const all = await page.locator(".type-card").count();
    const search = page.getByRole("searchbox", { name: "Search puzzle types" });
    await search.fill("akari");
    await expect.poll(() => page.locator(".type-card h4").allTextContents()).toEqual(["Light Up"]);
    expect(await page.locator("#type-search-count").textContent()).toBe(`1 of ${all} puzzle types matches.`);
    await search.fill("no such puzzle");
    await page.getByText("No puzzle type matches your search.").waitFor();
    await search.fill("");
    await expect.poll(() => page.locator(".type-card").count()).toBe(all);
  });

  it("lists the types in the header's menu: Escape closes it, a type opens its page", async () => {
    await home();
    const menu = page.getByRole("button", { name: /^Puzzle types/ });
    const list = page.locator("#type-menu-list");
    await menu.click();
    await list.waitFor();
    expect(await menu.getAttribute("aria-expanded")).toBe("true");
    expect(
      await list.getByRole("list", { name: "Draw lines and loops" }).getByRole("link").count(),
    ).toBeGreaterThan(0);
    await page.keyboard.press("Escape");
    await list.waitFor({ state: "hidden" });
    expect(await page.evaluate(() => document.activeElement?.classList.contains("type-menu-button"))).toBe(
      true,
    );
    await page.keyboard.press("Enter");
    await list.getByRole("link", { name: "Masyu" }).click();
    await page.waitForURL(`${held.site.url}mashu`);
    await page.getByRole("grid", { name: "Masyu puzzle" }).waitFor();
    expect(await list.isHidden()).toBe(true);
  });

  it("opens a pasted link, or a dropped file, on its type's page, and asks or explains when it cannot tell", async () => {
    await home();
    await paste(page, "https://puzz.link/p?sudoku/4/4/g1k23k3g");
    // The page opens the puzzle from the address, then drops it from the address.
    await page.getByRole("grid", { name: "Sudoku puzzle" }).waitFor();
    await status(page).getByText("Opened the shared puzzle.").waitFor();
    await expect.poll(() => page.url()).toBe(`${held.site.url}sudoku`);

    // A 4x4 grid sudoku, slitherlink, nurikabe and fillomino all read: which one is asked (a name ending in .txt would
    // pick sudoku, whose grid format is the one of that extension, as the CLI picks it). A type added later whose
    // grid format reads it too (the generator's skeleton does) is named after them.
    await home();
    await dropFile(page, "my-grid", "1.2.\n....\n..3.\n....\n");
    await expect
      .poll(() => openAnyStatus(page).textContent(), { timeout: 20_000 })
      .toMatch(
        /^my-grid reads as Sudoku, Slitherlink, Nurikabe(,| or) Fillomino(, [^,.]+)*( or [^,.]+)?\. Which is it\?$/,
      );
    await page.getByRole("button", { name: "Open as Nurikabe" }).click();
    await page.getByRole("grid", { name: "Nurikabe puzzle" }).waitFor();
    await status(page).getByText("Opened the shared puzzle.").waitFor();
    await expect.poll(() => page.url()).toBe(`${held.site.url}nurikabe`);

    await home();
    await page.locator("#open-any-text").fill("https://puzz.link/p?chess/8/8/abc");
    await page.getByRole("button", { name: "Open", exact: true }).click();
    await expect
      .poll(() => openAnyStatus(page).textContent())
      .toMatch(/^This text is not a puzzle any installed type reads\./);
    expect(errors).toEqual([]);
    await page.close();
  });
});
