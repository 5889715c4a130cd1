import { type Format, puzzleJsonFormat } from "@gridsmith/kit";
import { fromJson } from "../from-json.js";
import { limits, type Puzzle } from "../puzzle.js";

/**
 * Gridsmith's JSON: `{"type": "kurodoko", "width": 5, "height": 5, "cells": [...]}`, the puzzle's own shape
 * (see `fromJson`; `type` may be left out), read with the kit's bounded readers; a mistake is named by its
 * path.
 */
export const jsonFormat: Format<Puzzle> = puzzleJsonFormat({
  type: "kurodoko",
  limits,
  shape: 'a kurodoko JSON document is an object: {"width": 5, "height": 5, "cells": [...]}',
  fromJson,
  serialize: ({ width, height, cells }) => `${JSON.stringify({ type: "kurodoko", width, height, cells })}\n`,
});
