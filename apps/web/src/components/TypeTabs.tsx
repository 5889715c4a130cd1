import { A } from "@solidjs/router";

/**
 * The pages of one puzzle type: play one puzzle, or solve a list of them (batch). Plain links in a labelled
 * navigation; the current one says so (`aria-current="page"`).
 */
export function TypeTabs(props: { id: string; title: string }) {
  return (
    <nav class="type-tabs" aria-label={`${props.title} pages`}>
      <A href={`/${props.id}`} end>
        Play
      </A>
      <A href={`/${props.id}/batch`} end>
        Batch
      </A>
    </nav>
  );
}
