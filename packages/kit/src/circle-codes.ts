// The codes of pzprjs's "circle" cell list as kit's `decodeCircles` reads them and `encodeCircles` writes
// them: Masyu's pearls, Yin-Yang's circles.

/** A cell without a circle. */
export const NO_CIRCLE = 0;
/** A white circle (pzprjs's 1). */
export const WHITE_CIRCLE = 1;
/** A black circle (pzprjs's 2). */
export const BLACK_CIRCLE = 2;
