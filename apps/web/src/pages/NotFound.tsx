import { A } from "@solidjs/router";

/** Shown for an address that names no page or no installed puzzle type. */
export function NotFound(props: { what?: string }) {
  return (
    <section class="not-found">
      <h1>Not found</h1>
      <p>{props.what ?? "There is no page at this address."}</p>
      <p>
        <A href="/">See every puzzle type</A>
      </p>
    </section>
  );
}
