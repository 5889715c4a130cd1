import type { TestProject } from "vitest/node";
import { findChromium, launchBrowserServer, type Site, startSite } from "./harness.ts";

/** What the global setup shares with the test files: the served site and the browser to connect to. */
export interface SharedRun {
  url: string;
  server: Site["server"];
  wsEndpoint: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    e2e: SharedRun | null;
  }
}

/**
 * Serves the built site and starts Chromium once for the whole run (for each shard of it), not once per
 * file: on a loaded 2-core machine a start and stop of both cost about ten seconds, and there are some
 * twenty files. Each file connects to the browser and works in browser contexts of its own (fresh storage
 * and cache), as before; a file that needs a server of its own (offline.e2e.ts) still starts one. Without
 * a Chromium there is nothing to share: the files say so themselves (browserAvailable).
 */
export default async function setup(project: TestProject) {
  if (!findChromium()) {
    project.provide("e2e", null);
    return;
  }
  const site = await startSite();
  const browser = await launchBrowserServer().catch(async (error) => {
    await site.stop();
    throw error;
  });
  project.provide("e2e", { url: site.url, server: site.server, wsEndpoint: browser.wsEndpoint() });
  return async () => {
    await browser.close();
    await site.stop();
  };
}
