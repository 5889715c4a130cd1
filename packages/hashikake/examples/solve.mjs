// Read a puzz.link link, solve it, and write the answer as a file puzz.link opens.
import assert from "node:assert/strict";
import { hashikake, puzzlinkFormat, writePzprv3 } from "@gridsmith/hashikake";

const puzzle = puzzlinkFormat.parse("https://puzz.link/p?hashi/5/5/4g2i3h23k3g1g3g4g3");
const result = hashikake.solve(puzzle); // limit 2 by default: "unique" proves the solution is the only one
assert.equal(result.status, "unique");
console.log(hashikake.solutionToText(puzzle, result.solutions[0])); // islands, - = single and double bridges
console.log(writePzprv3(puzzle, result.solutions[0])); // puzz.link's File > Open takes it, answer in place
