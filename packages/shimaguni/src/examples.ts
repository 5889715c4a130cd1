import { namedExamples } from "@gridsmith/kit";

// "6x6" is the puzzle of pzprjs's own shimaguni test (robx/pzprjs test/script/shimaguni.js, MIT); "10x10" a
// public puzz.link link in a public puzz.link converter's code on GitHub; "15x12" noqx's example. One
// solution each (the tests prove it, and that examples/*.url hold the same text).

/** Real Shimaguni puzzles as puzz.link links, smallest first. */
export const examples = namedExamples({
  "6x6": "https://puzz.link/p?shimaguni/6/6/7fe608s0e3uf3g3g2g43\n",
  "10x10": "https://puzz.link/p?shimaguni/10/10/884aha5h85jshipgi17vjqfmudt1buhlti1ui2h34g3m\n",
  "15x12":
    "https://puzz.link/p?shimaguni/15/12/55a19a6l11nhcnqlddnqkr5cmajmaoeahc3gqv3nftavvke414681sk3e7cekml25fok2o43g1s\n",
});
