// Simon Tatham's Pattern is the nonogram; our nonogram package reads its game IDs itself (its `tatham` format),
// so only the generator's answer is read here: `S` and a '0' or '1' a cell, row by row (pattern.c).

/** Tatham's answer as the nonogram's Solution: a string a row, `#` filled and `.` empty. */
export function patternAnswer(aux: string, width: number, height: number): string[] {
  const bits = aux.slice(1);
  if (aux[0] !== "S" || bits.length !== width * height || /[^01]/.test(bits)) {
    throw new Error(`not a ${width}x${height} Pattern answer: '${aux.slice(0, 20)}'`);
  }
  const rows: string[] = [];
  for (let y = 0; y < height; y++)
    rows.push(
      bits
        .slice(y * width, (y + 1) * width)
        .replace(/1/g, "#")
        .replace(/0/g, "."),
    );
  return rows;
}
