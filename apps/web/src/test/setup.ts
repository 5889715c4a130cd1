import { cleanup } from "@solidjs/testing-library";
import { afterEach } from "vitest";

// Vitest runs without globals, so the testing library cannot register its own cleanup.
afterEach(cleanup);
