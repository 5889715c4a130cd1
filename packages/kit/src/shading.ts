/**
 * The answer of a shading genre (Heyawake, Hitori, LITS, Creek...): per cell, row by row, 1 where it is shaded,
 * 0 elsewhere. The shading genres' `Solution`, and what their boards, checkers and pzprv3 answer sections read.
 */
export type Shading = number[];
