// Plain-JS bootstrap for a `.ts` worker entry under tsx or vitest on Node 20, where tsx registers its
// loader only on the main thread (docs/toolchain.md §8). Built code (`.js` entries) never uses it.
import { workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
const mod = await import(workerData.__entry);
export default mod.default;
