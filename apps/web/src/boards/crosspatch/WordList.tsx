import { createMemo, For } from "solid-js";

/**
 * The word list, grouped by length, each word crossed off while a slot holds it (a word listed twice is two
 * entries). Clicking a word places it in the selected slot; words of another length are dimmed.
 */
export function WordList(props: {
  words: string[];
  used: boolean[];
  slotLength: number;
  readOnly: boolean;
  onPick(word: string): void;
}) {
  const groups = createMemo(() => {
    const byLength = new Map<number, { word: string; i: number }[]>();
    props.words.forEach((word, i) => {
      const n = Array.from(word).length;
      byLength.set(n, [...(byLength.get(n) ?? []), { word, i }]);
    });
    return [...byLength.entries()].sort((a, b) => a[0] - b[0]);
  });
  const left = () => props.used.filter((u) => !u).length;
  return (
    <section class="cp-words" aria-label="Word list">
      {/* The first heading under the page's h1 (the play area has none of its own). */}
      <h2>
        Words{" "}
        <span class="count">
          ({left()} of {props.words.length} left)
        </span>
      </h2>
      <For each={groups()}>
        {([length, entries]) => (
          <div class="cp-group">
            <h3>{length} letters</h3>
            <ul>
              <For each={entries}>
                {(e) => (
                  <li>
                    <button
                      type="button"
                      class="cp-word"
                      classList={{ used: props.used[e.i], other: props.slotLength !== length }}
                      disabled={props.readOnly}
                      aria-label={`${e.word}${props.used[e.i] ? ", placed" : ""}`}
                      onClick={() => props.onPick(e.word)}
                    >
                      {e.word}
                    </button>
                  </li>
                )}
              </For>
            </ul>
          </div>
        )}
      </For>
    </section>
  );
}
