import SwaggerParser from "@apidevtools/swagger-parser";
import { describe, expect, it } from "vitest";
import type { TaskRunner } from "./app.js";
import { fakeApp } from "./testing/app.test-helpers.js";

const noPool: TaskRunner = { run: () => Promise.reject(new Error("unused")), isReady: true, threads: 1 };

describe("GET /api/openapi.json", () => {
  it("is a valid OpenAPI document with every operation route", async () => {
    const res = await fakeApp(noPool).request("/api/openapi.json");
    expect(res.status).toBe(200);
    const doc = (await res.json()) as {
      paths: Record<string, Record<string, unknown>>;
      info: { description: string };
    };
    // validate() dereferences in place, so give it a copy.
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
    expect(Object.keys(doc.paths).sort()).toEqual(
      [
        "/api/puzzles",
        "/api/puzzles/{type}",
        ...["check", "convert", "explain", "generate", "grade", "hint", "parse", "solve", "solve-batch"].map(
          (op) => `/api/puzzles/{type}/${op}`,
        ),
      ].sort(),
    );
    expect(Object.keys(doc.paths["/api/puzzles/{type}/solve"]!.post as object)).toContain("requestBody");
    const batch = doc.paths["/api/puzzles/{type}/solve-batch"]!.post as {
      requestBody: { content: Record<string, unknown> };
      responses: Record<string, { content?: Record<string, unknown> }>;
    };
    expect(Object.keys(batch.requestBody.content)).toEqual(["application/x-ndjson", "text/plain"]);
    expect(Object.keys(batch.responses["200"]!.content!)).toEqual(["application/x-ndjson"]);
    expect(doc.info.description).toContain("latin, slow, sleepy, stubborn, crash");
  });
});
