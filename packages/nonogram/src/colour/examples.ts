import { serializeJson } from "../formats/json.js";
import { serializeOlsak } from "../formats/olsak.js";
import { serializeXmlPuzzle } from "../formats/xml.js";
import type { NonogramColour } from "../types.js";
import { colourPuzzleFromPicture } from "./clues.js";
import type { ColourNonogram } from "./palette.js";

/** An example drawn as a picture: `.` white, each other letter the colour listed with it. */
function pictureExample(
  title: string,
  picture: string[],
  colours: [code: string, name: string, rgb: string][],
): ColourNonogram {
  const palette: NonogramColour[] = [
    { name: "white", rgb: "#ffffff", code: "." },
    ...colours.map(([code, name, rgb]) => ({ name, rgb, code })),
  ];
  return { title, ...colourPuzzleFromPicture(picture, palette) };
}

/** A mushroom, 10x10 in 4 colours (made for Gridsmith; line-solvable). */
export const mushroomExample = pictureExample(
  "mushroom (10x10, 4 colours)",
  [
    "..........",
    "...rrrr...",
    "..rrwrrr..",
    ".rwrrrrwr.",
    ".rrrrwrrr.",
    "...ssss...",
    "...ssss...",
    "...ssss...",
    ".g.ssss.g.",
    "gggggggggg",
  ],
  [
    ["r", "red", "#d62828"],
    ["w", "cream", "#fff1d0"],
    ["s", "tan", "#d2b48c"],
    ["g", "green", "#2a9d3f"],
  ],
);

/** A flower in a pot, 9x11 in 5 colours (made for Gridsmith; line-solvable). */
export const flowerExample = pictureExample(
  "flower (9x11, 5 colours)",
  [
    "...yyy...",
    "..yyoyy..",
    "..yoooy..",
    "..yyoyy..",
    "...yyy...",
    "....g....",
    "..llg....",
    "...lg....",
    "....gl...",
    "....gll..",
    ".bbbbbbb.",
  ],
  [
    ["y", "yellow", "#f4d03f"],
    ["o", "orange", "#e67e22"],
    ["g", "green", "#1e8449"],
    ["l", "light green", "#82e0aa"],
    ["b", "brown", "#8b4513"],
  ],
);

/** A house, 12x12 in 5 colours (made for Gridsmith; line-solvable). */
export const houseExample = pictureExample(
  "house (12x12, 5 colours)",
  [
    ".....rr.....",
    "....rrrr....",
    "...rrrrrr...",
    "..rrrrrrrr..",
    ".rrrrrrrrrr.",
    "..yyyyyyyy..",
    "..ybbyybby..",
    "..ybbyybby..",
    "..yyyddyyy..",
    "..yyyddyyy..",
    "gggggddggggg",
    "gggggggggggg",
  ],
  [
    ["r", "red", "#c0392b"],
    ["y", "yellow", "#f7dc6f"],
    ["b", "blue", "#5dade2"],
    ["d", "brown", "#6e2c00"],
    ["g", "green", "#27ae60"],
  ],
);

/** The colour examples, each in a different colour format (JSON, webpbn XML, Olšák's .g). */
export const colourExamples = [
  { name: "mushroom (10x10, 4 colours, JSON)", text: serializeJson(mushroomExample) },
  { name: "flower (9x11, 5 colours, webpbn XML)", text: serializeXmlPuzzle(flowerExample) },
  { name: "house (12x12, 5 colours, Olšák .g)", text: serializeOlsak(houseExample) },
];
