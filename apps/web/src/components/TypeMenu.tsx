import { A, useLocation } from "@solidjs/router";
import { createEffect, createSignal, For, on, onCleanup } from "solid-js";
import type { TypeInfo } from "../catalog/manifest.ts";
import { groupTypes } from "../pages/type-groups.ts";
import "./type-menu.css";

/**
 * The header's list of puzzle types as a menu: a disclosure button that opens the types grouped by kind
 * (as the home page groups them), so forty types fit a phone's header. Escape, a click outside, moving focus
 * out of it or going to a page closes it; Escape puts focus back on the button.
 */
export function TypeMenu(props: { types: readonly TypeInfo[] }) {
  const [open, setOpen] = createSignal(false);
  const location = useLocation();
  let nav: HTMLElement | undefined;
  let button: HTMLButtonElement | undefined;
  const groups = () => groupTypes(props.types);

  createEffect(
    on(
      () => location.pathname,
      () => setOpen(false),
      { defer: true },
    ),
  );

  const onOutside = (e: PointerEvent) => {
    if (open() && nav && !nav.contains(e.target as Node)) setOpen(false);
  };
  document.addEventListener("pointerdown", onOutside);
  onCleanup(() => document.removeEventListener("pointerdown", onOutside));

  return (
    <nav
      aria-label="Puzzle types"
      class="type-menu"
      ref={nav}
      onKeyDown={(e) => {
        if (e.key !== "Escape" || !open()) return;
        e.preventDefault();
        setOpen(false);
        button?.focus();
      }}
      onFocusOut={(e) => {
        const to = e.relatedTarget as Node | null;
        if (to && !nav?.contains(to)) setOpen(false);
      }}
    >
      <button
        type="button"
        class="type-menu-button"
        ref={button}
        aria-expanded={open()}
        aria-controls="type-menu-list"
        onClick={() => setOpen(!open())}
      >
        Puzzle types <span aria-hidden="true">{open() ? "▴" : "▾"}</span>
      </button>
      <div id="type-menu-list" class="type-menu-list" hidden={!open()}>
        <For each={groups()}>
          {(group) => (
            <div class="type-menu-group">
              <p id={`menu-kind-${group.kind}`} class="type-menu-kind">
                {group.heading}
              </p>
              <ul aria-labelledby={`menu-kind-${group.kind}`}>
                <For each={group.types}>
                  {(type) => (
                    <li>
                      <A href={`/${type.id}`} onClick={() => setOpen(false)}>
                        {type.title}
                      </A>
                    </li>
                  )}
                </For>
              </ul>
            </div>
          )}
        </For>
      </div>
    </nav>
  );
}
