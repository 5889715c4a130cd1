// Read a puzz.link link, solve it, check the answer, write it as a file puzz.link opens, and generate one.
import assert from "node:assert/strict";
import { hashikake, puzzlinkFormat, writePzprv3 } from "@gridsmith/hashikake";

const puzzle = puzzlinkFormat.parse("https://puzz.link/p?hashi/5/5/4g2i3h23k3g1g3g4g3");
const result = hashikake.solve(puzzle); // limit 2 by default: proves the solution is the only one
console.log(result.status); // unique
console.log(hashikake.solutionToText(puzzle, result.solutions[0])); // islands, - = single and double bridges
assert.equal(result.status, "unique");
assert.deepEqual(hashikake.check(puzzle, result.solutions[0]), []);
console.log(writePzprv3(puzzle, result.solutions[0])); // puzz.link's File > Open takes it, answer in place

const fresh = hashikake.generate({ size: 5 }, 42); // the same puzzle for the same params and seed
assert.equal(hashikake.solve(fresh).status, "unique");
