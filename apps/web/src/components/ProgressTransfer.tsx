import { createSignal, Show } from "solid-js";
import { removeAllProgress } from "../state/storage.ts";
import { downloadFile } from "./download.ts";
import { FileButton } from "./FileButton.tsx";

/**
 * The largest progress file read. A browser keeps some 5 to 10 MB for a site, and an export is that as
 * indented JSON, so a larger file cannot be imported anyway; it is refused before it is read.
 */
export const maxProgressFileBytes = 32_000_000;

/**
 * Export every saved puzzle as one JSON file, import such a file (a bad one changes nothing and says why),
 * and remove everything (asked twice). The file code (and zod) loads only when used.
 */
export function ProgressTransfer(props: { storage: Storage | null; hasProgress: boolean; onChange(): void }) {
  const [message, setMessage] = createSignal<{ text: string; error: boolean } | null>(null);
  const [confirming, setConfirming] = createSignal(false);

  async function exportAll() {
    const { exportProgress } = await import("../state/progress-file.ts");
    const day = new Date().toISOString().slice(0, 10);
    downloadFile(`gridsmith-progress-${day}.json`, [exportProgress(props.storage)], "application/json");
    setMessage({ text: "Exported every saved puzzle.", error: false });
  }

  async function importFile(file: File | undefined) {
    if (!file) return;
    if (file.size > maxProgressFileBytes) {
      const mb = (n: number) => `${(n / 1e6).toFixed(1)} MB`;
      setMessage({
        text: `${file.name} was not read: it is ${mb(file.size)}, and a progress file is at most ${mb(maxProgressFileBytes)} (the browser keeps less than that).`,
        error: true,
      });
      return;
    }
    const [{ importProgress }, text] = await Promise.all([import("../state/progress-file.ts"), file.text()]);
    const result = importProgress(props.storage, text);
    if (result.ok) {
      setMessage({
        text: `Imported ${result.count} puzzle${result.count === 1 ? "" : "s"} from ${file.name}.`,
        error: false,
      });
      props.onChange();
    } else setMessage({ text: `${file.name}: ${result.error}`, error: true });
  }

  return (
    <div class="progress-transfer">
      <div class="row">
        <button type="button" onClick={() => void exportAll()} disabled={!props.hasProgress}>
          Export progress
        </button>
        <FileButton accept=".json,application/json" onFile={(file) => void importFile(file)}>
          Import progress…
        </FileButton>
        <Show
          when={confirming()}
          fallback={
            <button type="button" onClick={() => setConfirming(true)} disabled={!props.hasProgress}>
              Remove all…
            </button>
          }
        >
          <button
            type="button"
            class="danger"
            onClick={() => {
              removeAllProgress(props.storage);
              setConfirming(false);
              setMessage({ text: "Removed every saved puzzle.", error: false });
              props.onChange();
            }}
          >
            Yes, remove all saved progress
          </button>
          <button type="button" onClick={() => setConfirming(false)}>
            Keep it
          </button>
        </Show>
      </div>
      <Show when={message()} keyed>
        {(m) => (
          <p class={m.error ? "error" : "status"} role={m.error ? "alert" : "status"}>
            {m.text}
          </p>
        )}
      </Show>
    </div>
  );
}
