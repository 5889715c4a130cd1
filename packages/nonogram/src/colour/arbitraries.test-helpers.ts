// Random colour pictures and palettes for property tests.
import fc from "fast-check";
import type { NonogramColour } from "../types.js";
import { colourPuzzleFromPicture } from "./clues.js";
import type { ColourNonogram } from "./palette.js";

const CODES = "rgbykmocpwzAB#%*";

/** A palette of `colours` colours besides the background, with unusual names and codes now and then. */
export const paletteArb = (colours: number): fc.Arbitrary<NonogramColour[]> =>
  fc
    .tuple(
      fc.shuffledSubarray([...CODES], { minLength: colours, maxLength: colours }),
      fc.array(fc.integer({ min: 0, max: 0xffffff }), { minLength: colours + 1, maxLength: colours + 1 }),
      fc.array(fc.constantFrom("red", "dark blue", "Grün", 'odd "quoted" & <name>', "x"), {
        minLength: colours + 1,
        maxLength: colours + 1,
      }),
    )
    .map(([codes, values, names]) =>
      values.map((v, i) => ({
        // Names must differ (webpbn XML refers to colours by name).
        name: `${names[i]} ${i}`,
        rgb: `#${v.toString(16).padStart(6, "0")}`,
        code: i === 0 ? "." : codes[i - 1]!,
      })),
    );

/** A random colour picture (rows of codes) of up to `maxW` x `maxH` cells in 2 to `maxColours` colours. */
export const colourPictureArb = (maxW: number, maxH: number, maxColours = 4) =>
  fc
    .record({
      w: fc.integer({ min: 1, max: maxW }),
      h: fc.integer({ min: 1, max: maxH }),
      colours: fc.integer({ min: 2, max: maxColours }),
    })
    .chain(({ w, h, colours }) =>
      fc.tuple(
        paletteArb(colours),
        fc.array(fc.array(fc.integer({ min: 0, max: colours }), { minLength: w, maxLength: w }), {
          minLength: h,
          maxLength: h,
        }),
      ),
    )
    .map(([palette, cells]) => ({
      palette,
      picture: cells.map((row) => row.map((c) => palette[c]!.code).join("")),
    }));

/** A random colour puzzle: the clues of a random colour picture, which is kept as its goal. */
export const colourPuzzleArb = (maxW: number, maxH: number, maxColours = 4): fc.Arbitrary<ColourNonogram> =>
  colourPictureArb(maxW, maxH, maxColours).map(({ palette, picture }) =>
    colourPuzzleFromPicture(picture, palette),
  );
