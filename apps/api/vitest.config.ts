import { mergeConfig } from "vitest/config";
import { packageTestConfig } from "../../vitest.shared.ts";

// Solver workers start in a few hundred ms under tsx; the default 5 s test timeout leaves room for that on
// a busy machine, and hooks that start pools get the same.
export default mergeConfig(packageTestConfig(), { test: { hookTimeout: 60_000, testTimeout: 60_000 } });
