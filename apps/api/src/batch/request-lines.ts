import { type LineBlock, lineBlocks, splitBlock } from "@gridsmith/kit/batch";
import { BatchStop } from "./batch-stop.js";

/** How much of a batch request is read. */
export interface RequestLimits {
  /** Bytes of body read at most. */
  maxBytes: number;
  /** Puzzles read at most. */
  maxPuzzles: number;
  /** Longest line kept, in characters: a longer one is read past and answered as an invalid puzzle. */
  maxLineLength: number;
}

/**
 * The puzzles of a batch request's body, a block at a time, as the body arrives (one line each, `line N` as
 * the source). Reading stops at the first limit passed or at a body that is not UTF-8: the puzzles before
 * it are given, then the reason is left in `stop()` for the answer's last line. Memory holds one block of
 * the body, whatever its size.
 */
export function requestInputs(
  body: ReadableStream<Uint8Array> | null,
  limits: RequestLimits,
): { inputs: AsyncIterable<LineBlock>; stop(): BatchStop | undefined } {
  let stop: BatchStop | undefined;
  async function* blocks(): AsyncGenerator<string> {
    if (!body) return;
    const decoder = new TextDecoder("utf-8", { fatal: true });
    const reader = body.getReader();
    let bytes = 0;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        bytes += value.byteLength;
        if (bytes > limits.maxBytes) {
          throw new BatchStop(
            "body-too-large",
            "Request body too large",
            `the body is over the limit of ${limits.maxBytes} bytes; the puzzles before that point were done; send the rest in another request`,
          );
        }
        try {
          yield decoder.decode(value, { stream: true });
        } catch {
          throw new BatchStop(
            "invalid-request",
            "Body is not UTF-8",
            `the body is not UTF-8 text (within bytes ${bytes - value.byteLength + 1} to ${bytes}); the puzzles before that point were done`,
          );
        }
      }
    } finally {
      // Stops the upload where it is (the rest is never read), and frees the stream.
      reader.cancel().catch(() => {});
    }
  }
  async function* inputs(): AsyncGenerator<LineBlock> {
    let count = 0;
    try {
      for await (const block of lineBlocks(blocks(), {
        prefix: "line ",
        maxLineLength: limits.maxLineLength,
        longLines: "skip",
      })) {
        const room = limits.maxPuzzles - count;
        count += block.count;
        if (block.count > room) {
          if (room > 0) yield splitBlock(block, room)[0];
          throw new BatchStop(
            "body-too-large",
            "Too many puzzles",
            `a batch holds at most ${limits.maxPuzzles} puzzles; the first ${limits.maxPuzzles} were done; send the rest in another request`,
          );
        }
        yield block;
      }
    } catch (e) {
      if (e instanceof BatchStop) stop = e;
      else throw e;
    }
  }
  return { inputs: inputs(), stop: () => stop };
}
