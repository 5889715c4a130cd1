import { createSignal, onMount } from "solid-js";
import { browserStorage } from "../state/storage.ts";

type Theme = "auto" | "light" | "dark";
const key = "gridsmith:theme";

/** Light, dark, or the system's choice; remembered, applied as `data-theme` on the root element. */
export function ThemeToggle() {
  const [theme, setTheme] = createSignal<Theme>("auto");
  const apply = (next: Theme) => {
    setTheme(next);
    if (next === "auto") delete document.documentElement.dataset.theme;
    else document.documentElement.dataset.theme = next;
    try {
      browserStorage()?.setItem(key, next);
    } catch {
      // not remembered; still applied
    }
  };
  onMount(() => {
    const saved = browserStorage()?.getItem(key);
    if (saved === "light" || saved === "dark") apply(saved);
  });
  return (
    <label class="theme-toggle">
      <span>Theme</span>
      <select value={theme()} onChange={(e) => apply(e.currentTarget.value as Theme)}>
        <option value="auto">System</option>
        <option value="light">Light</option>
        <option value="dark">Dark</option>
      </select>
    </label>
  );
}
