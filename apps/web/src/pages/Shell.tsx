import manifest from "virtual:gridsmith/manifest";
import { A, type RouteSectionProps } from "@solidjs/router";
import { ThemeToggle } from "../components/ThemeToggle.tsx";
import { TypeMenu } from "../components/TypeMenu.tsx";

/** The frame around every page: the site name, the menu of puzzle types, the theme switch. */
export function Shell(props: RouteSectionProps) {
  return (
    <>
      <button type="button" class="skip-link" onClick={skipToMain}>
        Skip to content
      </button>
      <header class="site-header">
        <A href="/" class="brand" end>
          Gridsmith
        </A>
        <TypeMenu types={manifest} />
        <ThemeToggle />
      </header>
      <main id="main" tabindex="-1">
        {props.children}
      </main>
      <footer class="site-footer">
        <p>Gridsmith: solve, check, explain and generate grid puzzles. Solvers run in your browser.</p>
        <p>
          {/* Served by the API server: its interactive reference, and the libraries' TypeDoc reference. */}
          <a href="/api/docs">HTTP API</a> · <a href="/docs/api/">Library reference</a>
        </p>
      </footer>
    </>
  );
}

// A button that moves focus, so the skip link never touches the address or the router's history.
function skipToMain() {
  document.getElementById("main")?.focus();
}
