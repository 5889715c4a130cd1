// @vitest-environment node
import { describe, expect, it } from "vitest";
import { decodeFromUrl, encodeForUrl, shareUrl } from "./share.ts";

describe("share links", () => {
  it("round-trips text, deflated when that is shorter", async () => {
    const long = `${"1.3.".repeat(40)}\nwith ünïcode`;
    const packed = await encodeForUrl(long);
    expect(packed[0]).toBe("z");
    expect(packed).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(await decodeFromUrl(packed)).toEqual({ text: long });
    const short = await encodeForUrl("1.");
    expect(short[0]).toBe("t");
    expect(await decodeFromUrl(short)).toEqual({ text: "1." });
  });

  it("says when a parameter is damaged", async () => {
    expect(await decodeFromUrl("zAAAA")).toEqual({ error: "damaged" });
    expect(await decodeFromUrl("q123")).toEqual({ error: "damaged" });
    expect(await decodeFromUrl("t%%%")).toEqual({ error: "damaged" });
  });

  it("stops inflating a parameter as soon as it passes the limit, never holding the rest", async () => {
    // 4 MB of one letter deflate to some 4 kB (a link of 32 kB would hold 32 MB): never held whole.
    const bomb = await encodeForUrl("a".repeat(4 << 20));
    expect(bomb[0]).toBe("z");
    expect(bomb.length).toBeLessThan(8_000);
    expect(await decodeFromUrl(bomb, 1000)).toEqual({ error: "too-large", maxBytes: 1000 });
    const plain = await encodeForUrl("1.3.");
    expect(await decodeFromUrl(plain, 3)).toEqual({ error: "too-large", maxBytes: 3 });
    expect(await decodeFromUrl(plain, 4)).toEqual({ text: "1.3." });
    const packed = await encodeForUrl("1.3.".repeat(100));
    expect(await decodeFromUrl(packed, 400)).toEqual({ text: "1.3.".repeat(100) });
    expect(await decodeFromUrl(packed, 399)).toMatchObject({ error: "too-large" });
  });

  it("builds a clean address with the puzzle and, when asked, the attempt", async () => {
    const url = new URL(await shareUrl("http://x.test/", "row", "1.3.", [null, 2]));
    const params = url.searchParams;
    expect(url.pathname).toBe("/row");
    expect(url.hash).toBe("");
    expect(await decodeFromUrl(params.get("p")!)).toEqual({ text: "1.3." });
    const s = await decodeFromUrl(params.get("s")!);
    expect("text" in s && JSON.parse(s.text)).toEqual([null, 2]);
    expect(await shareUrl("http://x.test", "row", "1.")).toMatch(/^http:\/\/x\.test\/row\?p=t/);
    expect(await shareUrl("http://x.test/", "row", "1.")).not.toContain("s=");
  });
});
