import axe from "axe-core";
import type { Browser, Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import { describeInBrowser, solve, status } from "./flow.ts";
import { openSitePage, type SitePage, sitePages } from "./pages.ts";

// axe-core's rules in Chromium on every page of the site, in the light and the dark theme: any violation
// of impact serious or critical fails the run. Lesser ones (a landmark's nesting, say) are printed only.
const failing = new Set(["serious", "critical"]);

interface Found {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string; summary: string }[];
}

/**
 * Runs axe on the page as it is (its source injected once per load, as the Chromium extension would) and
 * returns the violations.
 */
async function violations(page: Page): Promise<Found[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ content: axe.source });
  return page.evaluate(async () => {
    const result = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      resultTypes: ["violations"],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target.join(" "), summary: n.failureSummary ?? "" })),
    }));
  });
}

function report(where: string, found: Found[]): string {
  return found
    .map(
      (v) =>
        `${where}: [${v.impact}] ${v.id}: ${v.help}\n${v.nodes
          .slice(0, 8)
          .map((n) => `    ${n.target}\n      ${n.summary.replace(/\n/g, "\n      ")}`)
          .join("\n")}${v.nodes.length > 8 ? `\n    ... and ${v.nodes.length - 8} more` : ""}`,
    )
    .join("\n");
}

type Theme = "light" | "dark";
const other = (theme: Theme): Theme => (theme === "light" ? "dark" : "light");

/** The theme the page shows now (its root's data-theme, which the theme switch sets). */
const shownTheme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);

/**
 * A browser context whose first page opens in `theme`, set through the theme switch's own setting (the
 * page's data-theme path). The switch remembers what it is set to, so each later page opens in the theme
 * the one before was left in.
 */
async function themed(browser: Browser, theme: Theme) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: theme });
  await context.addInitScript((t) => {
    if (!sessionStorage.getItem("a11y:seeded")) {
      sessionStorage.setItem("a11y:seeded", "1");
      localStorage.setItem("gridsmith:theme", t);
    }
  }, theme);
  return { context, page: await context.newPage() };
}

/** Switches the page to `theme` with the theme switch, as a visitor does, the system's scheme to match. */
async function switchTheme(page: Page, theme: Theme): Promise<void> {
  await page.emulateMedia({ colorScheme: theme });
  // The switch's name is its label and then its value ("Theme Light").
  await page.getByRole("combobox", { name: /^Theme\b/ }).selectOption(theme);
  await expect.poll(() => shownTheme(page)).toBe(theme);
}

/** Checks the page as it is now; returns the serious findings as text, printing the lesser ones. */
async function audit(page: Page, where: string): Promise<string[]> {
  const found = await violations(page);
  const minor = found.filter((v) => !failing.has(v.impact ?? ""));
  if (minor.length > 0) console.log(report(where, minor));
  const bad = found.filter((v) => failing.has(v.impact ?? ""));
  return bad.length > 0 ? [report(where, bad)] : [];
}

/**
 * Checks the page in the theme it shows, then switches it to the other theme and checks it again (one load,
 * both themes); `still` says whether what was being checked is still on the page after the switch.
 * `where(theme)` names the check in the report. Leaves the page in the other theme.
 */
async function auditBothThemes(
  page: Page,
  where: (theme: Theme) => string,
  still?: () => Promise<void>,
): Promise<string[]> {
  const first = (await shownTheme(page)) as Theme;
  expect(["light", "dark"]).toContain(first);
  const serious = await audit(page, where(first));
  await switchTheme(page, other(first));
  await still?.();
  serious.push(...(await audit(page, where(other(first)))));
  return serious;
}

describeInBrowser("accessibility (axe-core)", (run) => {
  let pages: SitePage[];
  beforeAll(async () => {
    pages = await sitePages(run.browser, run.site.url);
  });

  // Each page is opened once and checked in both themes: in the one it opens in (the remembered one, which
  // alternates from page to page), then again after the theme switch has changed it. The first two pages are
  // loaded (the second proves the switch's setting outlives a load), the rest visited through the site's
  // own navigation, which keeps the theme as a load would.
  it("finds no serious or critical violation on any page in the light and the dark theme", async () => {
    const { context, page } = await themed(run.browser, "light");
    const serious: string[] = [];
    let expected: Theme = "light";
    for (const [i, sitePage] of pages.entries()) {
      await openSitePage(page, run.site.url, sitePage, { load: i < 2 });
      // Folded panels too: axe checks only what is rendered and shown.
      await page.evaluate(() => {
        for (const details of document.querySelectorAll("details")) details.open = true;
      });
      // The header's menu of types is open on the home page (a route change closes it again).
      if (sitePage.kind === "home") await page.getByRole("button", { name: /^Puzzle types/ }).click();
      expect(await shownTheme(page), `/${sitePage.path} opens in the remembered theme`).toBe(expected);
      serious.push(...(await auditBothThemes(page, (theme) => `/${sitePage.path} (${theme})`)));
      expected = other(expected);
    }
    await context.close();
    expect(serious.join("\n"), "serious or critical accessibility violations").toBe("");
  }, 300_000); // every page of the site, one after another

  // The colours a board takes in play (a hint's cells, an explanation's step, a full board) are drawn only
  // then: each type's page is checked in those states too, in both themes.
  it("finds none on each puzzle page with a hint shown, at an explained step and solved, in both themes", async () => {
    const { context, page } = await themed(run.browser, "dark");
    const serious: string[] = [];
    for (const sitePage of pages.filter((p) => p.kind === "type")) {
      const at = (state: string) => (theme: Theme) => `/${sitePage.path} (${theme}, ${state})`;
      await openSitePage(page, run.site.url, sitePage);
      const hintShown = async () => {
        await expect
          .poll(() => status(page).textContent(), { timeout: 20_000 })
          .toMatch(/^(Hint: |No logical)/);
      };
      if (await page.getByRole("button", { name: "Hint", exact: true }).count()) {
        await page.getByRole("button", { name: "Hint", exact: true }).click();
        await hintShown();
        serious.push(...(await auditBothThemes(page, at("hint"), hintShown)));
      }
      const explain = page.getByRole("button", { name: /explain the solution/i });
      if (await explain.count()) {
        await explain.click();
        const atFirstStep = async () => {
          await expect
            .poll(() => page.locator(".step-count").textContent(), { timeout: 30_000 })
            .toMatch(/^Step 1 of/);
        };
        await atFirstStep();
        serious.push(...(await auditBothThemes(page, at("explained step"), atFirstStep)));
      }
      // A solved board shows every cell's value (and a killer cage's sum beside a digit).
      if (await page.getByRole("button", { name: "Solve", exact: true }).count()) {
        await solve(page);
        serious.push(...(await auditBothThemes(page, at("solved"))));
      }
    }
    await context.close();
    expect(serious.join("\n"), "serious or critical accessibility violations").toBe("");
  }, 300_000); // every type, one after another
});
