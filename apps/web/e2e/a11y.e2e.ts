import { lazyPuzzleTypeIds } from "@gridsmith/catalog/lazy";
import axe from "axe-core";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeInBrowser, solve, status } from "./flow.ts";
import { openSitePage, type SitePage, sitePages } from "./pages.ts";

// axe-core's rules in Chromium on every page of the site, in the light and the dark theme: any violation
// of impact serious or critical fails the run. Lesser ones (a landmark's nesting, say) are printed only, so
// the rules that can report nothing else (axe gives each rule one impact, which every violation of it
// has) run where a page is first seen as a template: the home page, the first batch view, the picture
// page, each type's page as it opens. The later states of a type's page (a hint, an explained step, a
// solved board) and the other batch views run every rule that can fail the run: some 30 % of a whole
// run's time on a type's page goes to those lesser rules.
const failing = new Set(["serious", "critical"]);

interface Found {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string; summary: string }[];
}

/**
 * Runs axe on the page as it is (its source injected once per load, as the Chromium extension would) and
 * returns the violations: every rule axe runs by default, or only the rules named in `only`. Also the ids
 * of the rules that ran of axe's colour category (`cat.color`), for {@link audit}'s second theme, and of
 * those whose violations are serious or critical (`canFail`), for the later audits of the same template.
 */
async function violations(
  page: Page,
  only?: string[],
): Promise<{ found: Found[]; colour: string[]; canFail: string[] }> {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ content: axe.source });
  return page.evaluate(async (only) => {
    const result = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      resultTypes: ["violations"],
      ...(only ? { runOnly: { type: "rule" as const, values: only } } : {}),
    });
    const ran = [...result.violations, ...result.passes, ...result.incomplete, ...result.inapplicable];
    // Each rule's one impact, which axe gives every violation of it (its _finalizeRuleResult); a rule
    // without one would make the split unsafe, so it counts as one that can fail.
    const rules = (window as unknown as { axe: { _audit: { rules: { id: string; impact?: string }[] } } }).axe
      ._audit.rules;
    const impact = (id: string) => rules.find((r) => r.id === id)?.impact;
    return {
      found: result.violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? null,
        help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target.join(" "), summary: n.failureSummary ?? "" })),
      })),
      colour: ran.filter((r) => r.tags.includes("cat.color")).map((r) => r.id),
      canFail: ran.map((r) => r.id).filter((id) => !["minor", "moderate"].includes(impact(id) ?? "")),
    };
  }, only);
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
  leftIn = theme;
  return { context, page: await context.newPage() };
}

/** The theme the switch was last set to (or the first page seeded with): the next page opens in it. */
let leftIn: Theme = "light";

/** Switches the page to `theme` with the theme switch, as a visitor does, the system's scheme to match. */
async function switchTheme(page: Page, theme: Theme): Promise<void> {
  await page.emulateMedia({ colorScheme: theme });
  // The switch's name is its label and then its value ("Theme Light").
  await page.getByRole("combobox", { name: /^Theme\b/ }).selectOption(theme);
  await expect.poll(() => shownTheme(page)).toBe(theme);
  leftIn = theme;
}

/**
 * Checks the page as it is now, with every rule or only those in `only`; returns the serious findings as
 * text, printing the lesser ones, the colour rules that ran and those that can fail.
 */
async function audit(page: Page, where: string, only?: string[]) {
  const { found, colour, canFail } = await violations(page, only);
  const minor = found.filter((v) => !failing.has(v.impact ?? ""));
  if (minor.length > 0) console.log(report(where, minor));
  const bad = found.filter((v) => failing.has(v.impact ?? ""));
  return { serious: bad.length > 0 ? [report(where, bad)] : [], colour, canFail };
}

/**
 * The rules that can fail the run, as the first whole audit of a template found them (every rule axe ran
 * there, less those that report only minor or moderate violations), for the later audits of the same
 * template; reset with {@link firstOfTemplate}.
 */
let failingRules: string[] | undefined;
const firstOfTemplate = () => {
  failingRules = undefined;
};

/**
 * Checks the page in the theme it shows with every rule (the first time since {@link firstOfTemplate}),
 * or with every rule that can fail the run (later), then switches it to the other theme and checks it
 * again with the colour rules (one load, both themes): the two themes differ only in colours (every colour
 * is a `light-dark()` pair the root's color-scheme picks from), so only axe's
 * colour rules (contrast, a link told apart by colour alone) can find something in one theme and not in the
 * other. `still` says whether what was being checked is still on the page after the switch. `where(theme)`
 * names the check in the report. Leaves the page in the other theme.
 */
async function auditBothThemes(
  page: Page,
  where: (theme: Theme) => string,
  still?: () => Promise<void>,
): Promise<string[]> {
  const first = (await shownTheme(page)) as Theme;
  expect(["light", "dark"]).toContain(first);
  const { serious, colour, canFail } = await audit(page, where(first), failingRules);
  if (failingRules === undefined) {
    // The rules that can fail are most of them; the lesser ones are landmarks, headings, regions and the like.
    expect(canFail.length, "axe's rules that can report a serious violation").toBeGreaterThan(40);
    failingRules = canFail;
  }
  expect(colour, "axe's colour rules ran").toContain("color-contrast");
  await switchTheme(page, other(first));
  await still?.();
  serious.push(...(await audit(page, where(other(first)), colour)).serious);
  return serious;
}

/** Unfolds every folded panel: axe checks only what is rendered and shown. */
const unfold = (page: Page) =>
  page.evaluate(() => {
    for (const details of document.querySelectorAll("details")) details.open = true;
  });

/** Every installed type: each one's page is checked in a test of its own. */
const types = lazyPuzzleTypeIds();

describeInBrowser("accessibility (axe-core)", (run) => {
  // One page for the whole file, in a context whose first page opens in the light theme. Each page of the
  // site is opened once and checked in both themes: in the one it opens in (the remembered one, which the
  // page before was left in), then again after the theme switch has changed it. The first two pages
  // are loaded (the second proves the switch's setting outlives a load), the rest visited through the site's
  // own navigation, which keeps the theme as a load would. Each type's page is checked as it opens and then
  // in the states whose colours a board takes only in play (a hint's cells, an explanation's step, a full
  // board), in the same visit.
  let pages: SitePage[];
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    pages = await sitePages(run.browser, run.site.url);
    ({ context, page } = await themed(run.browser, "light"));
  });
  afterAll(async () => {
    await context?.close();
  });

  /** Opens a page of the site, unfolded, and expects it in the theme the page before was left in. */
  async function open(sitePage: SitePage, load: boolean) {
    await openSitePage(page, run.site.url, sitePage, { load });
    await unfold(page);
    expect(await shownTheme(page), `/${sitePage.path} opens in the remembered theme`).toBe(leftIn);
  }

  it("finds no serious or critical violation on the home page, every batch view and the picture page, in the light and the dark theme", async () => {
    expect(
      pages
        .filter((p) => p.kind === "type")
        .map((p) => p.path)
        .sort(),
    ).toEqual([...types].sort());
    const serious: string[] = [];
    for (const [i, sitePage] of pages.filter((p) => p.kind !== "type").entries()) {
      // Every type's batch view is one template (BatchRoute): the first one is audited whole.
      const earlier = pages.filter((p) => p.kind !== "type").slice(0, i);
      if (!earlier.some((p) => p.kind === sitePage.kind)) firstOfTemplate();
      await open(sitePage, i < 2);
      // The header's menu of types is open on the home page (a route change closes it again).
      if (sitePage.kind === "home") await page.getByRole("button", { name: /^Puzzle types/ }).click();
      serious.push(...(await auditBothThemes(page, (theme) => `/${sitePage.path} (${theme})`)));
    }
    expect(serious.join("\n"), "serious or critical accessibility violations").toBe("");
  }, 300_000); // every such page of the site, one after another

  for (const id of types)
    it(`finds none on /${id} as it opens, with a hint shown, at an explained step and solved, in both themes`, async () => {
      const sitePage = pages.find((p) => p.kind === "type" && p.path === id);
      expect(sitePage, `the site lists ${id}`).toBeDefined();
      const at = (state: string) => (theme: Theme) => `/${id} (${theme}${state})`;
      await open(sitePage!, false);
      firstOfTemplate();
      const serious = await auditBothThemes(page, at(""));
      const hintShown = async () => {
        await expect
          .poll(() => status(page).textContent(), { timeout: 20_000 })
          .toMatch(/^(Hint: |No logical)/);
      };
      if (await page.getByRole("button", { name: "Hint", exact: true }).count()) {
        await page.getByRole("button", { name: "Hint", exact: true }).click();
        await hintShown();
        serious.push(...(await auditBothThemes(page, at(", hint"), hintShown)));
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
        serious.push(...(await auditBothThemes(page, at(", explained step"), atFirstStep)));
      }
      // A solved board shows every cell's value (and a killer cage's sum beside a digit).
      if (await page.getByRole("button", { name: "Solve", exact: true }).count()) {
        await solve(page);
        serious.push(...(await auditBothThemes(page, at(", solved"))));
      }
      expect(serious.join("\n"), "serious or critical accessibility violations").toBe("");
    });
});
