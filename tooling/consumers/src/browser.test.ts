import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type Browser, chromium } from "playwright-core";
import { build, type PreviewServer, preview } from "vite";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { browserAvailable, findChromium } from "./project.ts";

const app = inject("consumerProject");
const web = join(app, "web");

describe.runIf(browserAvailable())(
  "the packed packages in a browser: a Vite app with a module Web Worker",
  () => {
    let server: PreviewServer;
    let browser: Browser;

    beforeAll(async () => {
      // Vite from this workspace, building the temporary project: the page and its worker import the
      // packages from the project's node_modules, as an app of a stranger would.
      await build({
        root: web,
        configFile: false,
        logLevel: "warn",
        build: { outDir: "dist", emptyOutDir: true, target: "es2022" },
        worker: { format: "es" },
      });
      server = await preview({
        root: web,
        configFile: false,
        logLevel: "warn",
        preview: { host: "127.0.0.1", port: 0, strictPort: false, open: false },
      });
      browser = await chromium.launch({
        executablePath: findChromium()!,
        headless: true,
        args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run"],
      });
    });

    afterAll(async () => {
      await browser?.close();
      await server?.close();
    });

    it("builds the worker as its own chunk, without the catalog's other solvers", () => {
      const assets = readdirSync(join(web, "dist/assets"));
      const worker = assets.find((f) => f.startsWith("solver.worker"));
      expect(worker, assets.join(", ")).toBeDefined();
      const code = readFileSync(join(web, "dist/assets", worker!), "utf8");
      expect(code).toContain("ipuz"); // the sudoku package is in it (one of its formats)
      expect(code).not.toMatch(/kakuro|nonogram|crosspatch/i);
    });

    it("solves a sudoku in the worker, and the page's own check accepts the answer", async () => {
      const url = server.resolvedUrls?.local[0];
      expect(url).toBeDefined();
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));
      await page.goto(url!);
      const result = page.locator("#result:not([data-state='solving'])");
      await result.waitFor({ timeout: 60_000 });
      const state = await result.getAttribute("data-state");
      const detail = JSON.parse((await result.textContent()) ?? "{}");
      expect(errors).toEqual([]);
      expect(state, JSON.stringify(detail)).toBe("ok");
      expect(detail).toMatchObject({ status: "unique", problems: [] });
      expect(detail.grid).toMatch(/^[1-9]{81}$/);
      await page.close();
    });
  },
);
