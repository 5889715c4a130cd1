// @vitest-environment node
import { describe, expect, it } from "vitest";
import { decodeFromUrl, encodeForUrl, shareUrl } from "./share.ts";

describe("share links", () => {
  it("round-trips text, deflated when that is shorter", async () => {
    const long = `${"1.3.".repeat(40)}\nwith ünïcode`;
    const packed = await encodeForUrl(long);
    expect(packed[0]).toBe("z");
    expect(packed).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(await decodeFromUrl(packed)).toBe(long);
    const short = await encodeForUrl("1.");
    expect(short[0]).toBe("t");
    expect(await decodeFromUrl(short)).toBe("1.");
  });

  it("answers null for a damaged parameter", async () => {
    expect(await decodeFromUrl("zAAAA")).toBeNull();
    expect(await decodeFromUrl("q123")).toBeNull();
    expect(await decodeFromUrl("t%%%")).toBeNull();
  });

  it("builds a clean address with the puzzle and, when asked, the attempt", async () => {
    const url = new URL(await shareUrl("http://x.test/", "row", "1.3.", [null, 2]));
    const params = url.searchParams;
    expect(url.pathname).toBe("/row");
    expect(url.hash).toBe("");
    expect(await decodeFromUrl(params.get("p")!)).toBe("1.3.");
    expect(JSON.parse((await decodeFromUrl(params.get("s")!))!)).toEqual([null, 2]);
    expect(await shareUrl("http://x.test", "row", "1.")).toMatch(/^http:\/\/x\.test\/row\?p=t/);
    expect(await shareUrl("http://x.test/", "row", "1.")).not.toContain("s=");
  });
});
