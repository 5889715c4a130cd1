// Entry of a batch worker thread (see batch-serve.ts); started through `workerStart`, or bundled with the
// type's module into one file when the CLI runs from its TypeScript sources (batch-bundle.ts).
import { serveBatch } from "./batch-serve.js";

await serveBatch((specifier) => import(specifier));
