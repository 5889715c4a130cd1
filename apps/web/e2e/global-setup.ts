import type { TestProject } from "vitest/node";
import { findChromium, type Site, startSite } from "./harness.ts";

/** What the global setup shares with the test files: the served site. */
export interface SharedRun {
  url: string;
  server: Site["server"];
}

declare module "vitest" {
  export interface ProvidedContext {
    e2e: SharedRun | null;
  }
}

/**
 * Serves the built site once for the whole run (for each shard of it), not once per file: on a loaded
 * 2-core machine a start and stop cost some seconds, and there are some twenty files. Chromium too is
 * started once, by the first file in the tests' process, which drives it (e2e/flow.ts `sharedBrowser`);
 * each file works in browser contexts of its own (fresh storage and cache). A file that needs a server of
 * its own (offline.e2e.ts) still starts one. Without a Chromium there is nothing to serve for: the files
 * say so themselves (browserAvailable).
 */
export default async function setup(project: TestProject) {
  if (!findChromium()) {
    project.provide("e2e", null);
    return;
  }
  const site = await startSite();
  project.provide("e2e", { url: site.url, server: site.server });
  return async () => {
    await site.stop();
  };
}
