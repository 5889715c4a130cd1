import { type AppType, type CoreAppOptions, createAppCore } from "./app-core.js";
import { defaultStaticRoot } from "./config.js";
import { mountStaticSite } from "./static-site.js";

export type { AppType, TaskRunner } from "./app-core.js";

/** What {@link createApp} takes: the core app's options and the folder of the built web app. */
export interface AppOptions extends Omit<CoreAppOptions, "site"> {
  /** Folder of the built web app; default `../web/dist` beside this app; null serves no files. */
  staticRoot?: string | null;
}

/**
 * The Gridsmith HTTP API for Node: the core app ({@link createAppCore}) plus the built web app served from
 * `staticRoot`. Serve it with `@hono/node-server` or call `app.request()` in tests.
 */
export function createApp(options: AppOptions): AppType {
  const root = options.staticRoot === undefined ? defaultStaticRoot() : options.staticRoot;
  return createAppCore({ ...options, site: (app, typeIds) => mountStaticSite(app, root, typeIds) });
}
