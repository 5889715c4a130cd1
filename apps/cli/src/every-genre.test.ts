import { puzzleTypes } from "@gridsmith/catalog";
import type { Format } from "@gridsmith/kit";
import { ndjsonValues } from "@gridsmith/kit/testing";
import { judgePzprv3 } from "@gridsmith/pzpr-judge";
import { describe, expect, it } from "vitest";
import { runCaptured } from "./unified.test-helpers.js";

const run = (argv: string[]) => runCaptured(puzzleTypes, argv);

// One puzzle of each type that reads puzz.link's links, made for this test with `gridsmith generate --seed 11`
// (kakuro --seed 4 --size 5, a small one, and tapa --seed 1, as tapa's seed 11 did not end when these were
// made) and written with `gridsmith convert --to puzzlink`: none is in a package's own tests.
const LINKS: Record<string, string> = {
  building: "https://puzz.link/p?building/5/5/3g2k2h4h2g1g3g",
  country: "https://puzz.link/p?country/8/8/71sch8i4a2i00g5144o3s3v05h3l",
  creek: "https://puzz.link/p?creek/6/6/i0b07bcg1561cbg6aahag1ag",
  easyasabc: "https://puzz.link/p?easyasabc/5/5/3/g3i22g2i23g1j",
  fillomino: "https://puzz.link/p?fillomino/5/5/1j36g2j2g4i1g42h",
  gokigen: "https://puzz.link/p?gokigen/5/5/j1022cbj723c8bh5c",
  hashikake: "https://puzz.link/p?hashi/7/7/m3k2h4h4w5g2h4g4h42",
  heyawake: "https://puzz.link/p?heyawake/6/6/qqpphh0fo1s011h11122",
  hitori: "https://puzz.link/p?hitori/6/6/516243163311143354341564635421551156",
  kakuro: "https://puzz.link/p?kakuro/4/4/D7o3-l-4o.d-8h-9",
  kropki: "https://puzz.link/p?kropki/5/5/3jn9bf361cf019",
  kurodoko: "https://puzz.link/p?kurodoko/6/6/h43h3o3o5g4m",
  lightup: "https://puzz.link/p?akari/7/7/.6.gdo.hakaao.g.g../",
  lits: "https://puzz.link/p?lits/6/6/ojolki6jh5s4",
  mashu: "https://puzz.link/p?mashu/8/8/3310401040126606003990",
  mochikoro: "https://puzz.link/p?mochikoro/6/6/3n3r1g9q",
  nanro: "https://puzz.link/p?nanro/5/5/inreeahgj133j2r4",
  nonogram:
    "https://puzz.link/p?nonogram/10/10/1121g5j112h1121g314h141h161h122h3112g6j61i21i1111g9j134h232h1211g2111123i11111",
  norinori: "https://puzz.link/p?norinori/6/6/6hdluode25k7",
  numlin: "https://puzz.link/p?numlin/7/7/235g6g7h4h78k8g2h5i3h9a9g4iah1g1i6",
  nurikabe: "https://puzz.link/p?nurikabe/7/7/j4i4i4q3x2i3g",
  ripple: "https://puzz.link/p?ripple/5/5/inr6eah0m2h4g3m5j",
  sashigane: "https://puzz.link/p?sashigane/6/6/mjm7ngtinimgm",
  shikaku: "https://puzz.link/p?shikaku/7/7/cicy22g3h9h3j22m2g",
  shimaguni: "https://puzz.link/p?shimaguni/6/6/4uie42a2ugnsh4235g",
  slitherlink: "https://puzz.link/p?slither/7/7/h22173210bg80a2bh21a222210did1a",
  starbattle: "https://puzz.link/p?starbattle/6/6/1/k28438i370af",
  sudoku: "https://puzz.link/p?sudoku/9/9/h4g1g2h6k9g7h7g83g6k3g8h2h8g1h9h6g5k7g34g6h4g3k2h8g9g3h",
  tapa: "https://puzz.link/p?tapa/6/6/j5g4m7g8g5o4g2g3i",
  tatamibari: "https://puzz.link/p?tatamibari/6/6/k3g2p11g1l312g3h3",
  tentaisho: "https://puzz.link/p?tentaisho/6/6/wenel8et2aa2a2ejce",
  yajirin: "https://puzz.link/p?yajilin/8/8/4221g21e1141c21c1141b41d31b1111b12b11a1121c11a1241j",
  yinyang: "https://puzz.link/p?yinyang/6/6/6216100i30i0",
};

/** The genre names a type's link format reads; the first is the one it writes. */
const linkNames = (id: string): readonly string[] =>
  (puzzleTypes.find((t) => t.id === id)!.formats as Format<unknown>[]).find((f) => f.id === "puzzlink")
    ?.genres ?? [];

/** `link` under another of its genre's names. */
const renamed = (link: string, name: string) => link.replace(/\?[^/]+\//, `?${name}/`);

describe("every puzz.link genre through `gridsmith`", () => {
  it("has a link here for each type that reads links", () => {
    const linking = puzzleTypes.filter((t) => linkNames(t.id).length > 0).map((t) => t.id);
    expect(Object.keys(LINKS).sort()).toEqual(linking.sort());
  });

  it("solves each link under every name its genre has, with an answer file puzz.link's checker calls complete", async () => {
    const links = Object.entries(LINKS).flatMap(([id, link]) =>
      linkNames(id).map((name) => renamed(link, name)),
    );
    const { code, out, err } = await run([
      "solve",
      "--json",
      "--jobs",
      "1",
      "--solution-format",
      "pzprv3",
      ...links,
    ]);
    expect(err).toBe("");
    expect(code).toBe(0);
    const lines = ndjsonValues(out);
    expect(lines.map((l) => `${l.source} ${l.status}`)).toEqual(links.map((l) => `${l} unique`));
    // npm pzpr 0.10 has no nonogram; the nonogram package judges its file against its own reader.
    for (const line of lines)
      if (!line.source.includes("?nonogram/"))
        expect(judgePzprv3(line.solutionTexts[0]), line.source).toMatchObject({ complete: true });
  });

  it("writes each link back as it was written, under the name pzprjs writes", async () => {
    for (const [id, link] of Object.entries(LINKS)) {
      const other = renamed(link, linkNames(id).at(-1)!);
      const { code, out } = await run(["convert", "--to", "puzzlink", other]);
      expect(code, other).toBe(0);
      expect(out.trim(), other).toBe(link);
    }
  });

  it("reads a link's bare form (no host, as pzprjs reads it) as a link, not as a file name", async () => {
    const bare = LINKS.nurikabe!.replace(/^[^?]*\?/, "");
    const { code, out, err } = await run(["solve", "--json", bare]);
    expect(err).toBe("");
    expect(code).toBe(0);
    expect(ndjsonValues(out)[0]).toMatchObject({ source: bare, status: "unique" });
  });
});
