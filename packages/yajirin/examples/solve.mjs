// Read a puzz.link link, solve it, and write the answer as a file puzz.link opens.
import assert from "node:assert/strict";
import { puzzlinkFormat, writePzprv3, yajirin } from "@gridsmith/yajirin";

const puzzle = puzzlinkFormat.parse("https://puzz.link/p?yajilin/5/5/m32j10");
const result = yajirin.solve(puzzle); // limit 2 by default: "unique" proves the solution is the only one
assert.equal(result.status, "unique");
console.log(yajirin.solutionToText(puzzle, result.solutions[0])); // the loop drawn with box characters
console.log(writePzprv3(puzzle, result.solutions[0])); // puzz.link's File > Open takes it, answer in place
