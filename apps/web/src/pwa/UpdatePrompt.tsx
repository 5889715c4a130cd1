import { Show } from "solid-js";
import "./update-prompt.css";

export interface UpdatePromptProps {
  /** A new version's service worker is installed and waiting. */
  waiting: boolean;
  /** Let the waiting version take over, then reload the page. */
  onReload(): void;
  onDismiss(): void;
}

/**
 * "A new version is ready — Reload": shown while a new service worker waits. Reload hands over to it (the
 * page reloads on the new version); Later keeps this version until every tab of the site has closed.
 */
export function UpdatePrompt(props: UpdatePromptProps) {
  return (
    <Show when={props.waiting}>
      <section class="update-prompt" role="alert" aria-label="Update">
        <p>A new version is ready.</p>
        <button type="button" class="primary" onClick={() => props.onReload()}>
          Reload
        </button>
        <button type="button" onClick={() => props.onDismiss()}>
          Later
        </button>
      </section>
    </Show>
  );
}
