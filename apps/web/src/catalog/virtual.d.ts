declare module "virtual:gridsmith/manifest" {
  import type { TypeInfo } from "./manifest.ts";

  /** Every installed puzzle type as data, computed from the catalog at build time. */
  const manifest: TypeInfo[];
  export default manifest;
}
