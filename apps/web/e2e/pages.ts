import type { Browser, Page, Request } from "playwright-core";

/** The puzzle types the site lists (its header's links, which the build reads from the catalog). */
export async function listedTypes(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator(".site-header nav a")
    .evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
  return hrefs.map((href) => href.replace(/^#?\//, ""));
}

/**
 * The types with boards of their own, played in e2e files of their own; every other installed type (a genre
 * the generator made) is played on the generic board from its play model (site.e2e.ts, genres.e2e.ts).
 */
export const withBoards = new Set([
  "sudoku",
  "nonogram",
  "crosspatch",
  "kakuro",
  "killer-sudoku",
  "slitherlink",
  "nurikabe",
]);

/** One page of the site, by its address, and what shows once it has loaded. */
export interface SitePage {
  path: string;
  kind: "home" | "type" | "batch" | "picture";
  /** A selector that matches once the page's own content (a lazily loaded board, say) is on it. */
  ready: string;
}

/**
 * Every page of the site: home, each listed type's puzzle page and batch view, and the nonogram from a
 * picture. The types come from the catalog through the site itself, so a new type is covered at once.
 */
export async function sitePages(browser: Browser, url: string): Promise<SitePage[]> {
  const page = await browser.newPage();
  await page.goto(url);
  await page.locator("main h1").waitFor();
  const types = await listedTypes(page);
  await page.close();
  return [
    { path: "", kind: "home", ready: ".type-card" },
    ...types.map((id) => ({ path: id, kind: "type" as const, ready: '[role="grid"], .generic-board' })),
    ...types.map((id) => ({ path: `${id}/batch`, kind: "batch" as const, ready: "main h1" })),
    { path: "nonogram/picture", kind: "picture", ready: "main h1" },
  ];
}

/**
 * Goes to `path` on the site the way the site's own links do (a click on a link, which the router handles in
 * the page), or loads it when the page is not on the site yet. A sweep over every page then pays for one page
 * load: in Chromium here a load in a fresh page costs some 3 to 5 s of CPU, an in-app visit a few tenths, and
 * with every type added a sweep visits two pages more.
 */
export async function visit(page: Page, url: string, path: string): Promise<void> {
  if (!page.url().startsWith(url)) {
    await page.goto(`${url}${path}`);
    return;
  }
  await openInPage(page, `/${path}`);
  await page.waitForURL(`${url}${path}`);
}

/**
 * Follows a link to `href` in the page, as a click on one of the site's links does (the router handles it,
 * no load). Returns once clicked: wait for what the address shows.
 */
export async function openInPage(page: Page, href: string): Promise<void> {
  await page.evaluate((to) => {
    const link = document.createElement("a");
    link.href = to;
    document.body.append(link);
    link.click();
    link.remove();
  }, href);
}

/** The requests each page has started and not yet finished (or failed), kept from its first open on. */
const inFlight = new WeakMap<Page, Set<Request>>();

function requestsInFlight(page: Page): Set<Request> {
  let requests = inFlight.get(page);
  if (!requests) {
    const started = new Set<Request>();
    page.on("request", (r) => started.add(r));
    page.on("requestfinished", (r) => started.delete(r));
    page.on("requestfailed", (r) => started.delete(r));
    inFlight.set(page, started);
    requests = started;
  }
  return requests;
}

/**
 * Waits until the page has nothing loading: its fonts settled and every request it started answered, after
 * it has rendered twice (a render starts what the new content asks for: a font, an image, a lazy chunk's
 * import). Playwright's "networkidle" instead waits for half a second without a request after each one,
 * which held the run idle for that long on every page of a sweep.
 */
async function settled(page: Page, requests: Set<Request>): Promise<void> {
  for (;;) {
    await page.evaluate(async () => {
      await document.fonts.ready;
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    });
    if (requests.size === 0) return;
    await Promise.all(
      [...requests].map((r) =>
        r.response().then(
          (response) => response?.finished(),
          () => undefined,
        ),
      ),
    );
  }
}

/**
 * Waits until the first element that matches `selector` is shown (rendered, not hidden, with a size), as a
 * locator's `waitFor()` does, but in the page's own script: a locator needs Playwright's selector engine in
 * the document, some hundreds of kB of script sent and run again after every load, which cost some 0.05 to
 * 0.09 CPU-s a load (60 loads of three type pages, cache emptied, alternated: 46.0 / 46.3 / 39.1 CPU-s with
 * a locator, 35.2 / 35.1 / 44.3 with this); first-load.e2e.ts makes some 75 loads and no other call that
 * needs it. Fails after 30 s (a locator's default), naming the selector.
 */
async function waitUntilShown(page: Page, selector: string): Promise<void> {
  const shown = await page.evaluate(
    (selector) =>
      new Promise<boolean>((resolve) => {
        const deadline = Date.now() + 30_000;
        const poll = () => {
          const element = document.querySelector(selector);
          const box = element?.getBoundingClientRect();
          if (
            box &&
            box.width > 0 &&
            box.height > 0 &&
            element?.checkVisibility({ visibilityProperty: true })
          )
            resolve(true);
          else if (Date.now() > deadline) resolve(false);
          else setTimeout(poll, 20);
        };
        poll();
      }),
    selector,
  );
  if (!shown) throw new Error(`${page.url()}: nothing matching ${selector} was shown within 30 s`);
}

/**
 * Opens a page and waits until its content is there and nothing more is loading: loaded afresh with `load`,
 * else visited in the page (see {@link visit}).
 */
export async function openSitePage(
  page: Page,
  url: string,
  sitePage: SitePage,
  { load = false } = {},
): Promise<void> {
  const requests = requestsInFlight(page);
  if (load) await page.goto(`${url}${sitePage.path}`);
  else await visit(page, url, sitePage.path);
  await waitUntilShown(page, sitePage.ready);
  await settled(page, requests);
}
