import axe from "axe-core";
import type { Browser, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { siteAndBrowser, solve, status } from "./flow.ts";
import { browserAvailable } from "./harness.ts";
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

/** Runs axe on the page as it is (its source injected, as the Chromium extension would) and returns the violations. */
async function violations(page: Page): Promise<Found[]> {
  await page.addScriptTag({ content: axe.source });
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

/** A browser context in the theme, set through the theme switch's own setting (the page's data-theme path). */
async function themed(browser: Browser, theme: "light" | "dark") {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: theme });
  await context.addInitScript((t) => localStorage.setItem("gridsmith:theme", t), theme);
  return { context, page: await context.newPage() };
}

/** Checks the page as it is now; returns the serious findings as text, printing the lesser ones. */
async function audit(page: Page, where: string): Promise<string[]> {
  const found = await violations(page);
  const minor = found.filter((v) => !failing.has(v.impact ?? ""));
  if (minor.length > 0) console.log(report(where, minor));
  const bad = found.filter((v) => failing.has(v.impact ?? ""));
  return bad.length > 0 ? [report(where, bad)] : [];
}

describe.runIf(browserAvailable())("accessibility (axe-core)", () => {
  const run = siteAndBrowser();
  let pages: SitePage[];
  beforeAll(async () => {
    pages = await sitePages(run.browser, run.site.url);
  });

  for (const theme of ["light", "dark"] as const) {
    it(`finds no serious or critical violation on any page in the ${theme} theme`, async () => {
      const { context, page } = await themed(run.browser, theme);
      const serious: string[] = [];
      for (const sitePage of pages) {
        await openSitePage(page, run.site.url, sitePage);
        // Folded panels too: axe checks only what is rendered and shown.
        await page.evaluate(() => {
          for (const details of document.querySelectorAll("details")) details.open = true;
        });
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
        serious.push(...(await audit(page, `/${sitePage.path} (${theme})`)));
      }
      await context.close();
      expect(serious.join("\n"), "serious or critical accessibility violations").toBe("");
    }, 300_000); // every page of the site, one after another

    // The colours a board takes in play (a hint's cells, an explanation's step, a full board) are drawn only
    // then: each type's page is checked in those states too.
    it(`finds none on each puzzle page with a hint shown, at an explained step and solved, ${theme}`, async () => {
      const { context, page } = await themed(run.browser, theme);
      const serious: string[] = [];
      for (const sitePage of pages.filter((p) => p.kind === "type")) {
        const at = (state: string) => `/${sitePage.path} (${theme}, ${state})`;
        await openSitePage(page, run.site.url, sitePage);
        if (await page.getByRole("button", { name: "Hint", exact: true }).count()) {
          await page.getByRole("button", { name: "Hint", exact: true }).click();
          await expect
            .poll(() => status(page).textContent(), { timeout: 20_000 })
            .toMatch(/^(Hint: |No logical)/);
          serious.push(...(await audit(page, at("hint"))));
        }
        const explain = page.getByRole("button", { name: /explain the solution/i });
        if (await explain.count()) {
          await explain.click();
          await expect
            .poll(() => page.locator(".step-count").textContent(), { timeout: 30_000 })
            .toMatch(/^Step 1 of/);
          serious.push(...(await audit(page, at("explained step"))));
        }
        // A solved board shows every cell's value (and a killer cage's sum beside a digit).
        if (await page.getByRole("button", { name: "Solve", exact: true }).count()) {
          await solve(page);
          serious.push(...(await audit(page, at("solved"))));
        }
      }
      await context.close();
      expect(serious.join("\n"), "serious or critical accessibility violations").toBe("");
    }, 300_000); // every type, one after another
  }
});
