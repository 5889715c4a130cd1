import { createSignal } from "solid-js";

/**
 * A panel that takes a dropped file: `dragging()` while a file is over it (for the highlight), and the
 * handlers to spread on the panel; `onFile` gets the first file dropped.
 */
export function dropZone(onFile: (file: File | undefined) => void) {
  const [dragging, setDragging] = createSignal(false);
  const handlers = {
    onDragOver(e: DragEvent) {
      e.preventDefault();
      setDragging(true);
    },
    onDragLeave() {
      setDragging(false);
    },
    onDrop(e: DragEvent) {
      e.preventDefault();
      setDragging(false);
      onFile(e.dataTransfer?.files[0]);
    },
  };
  return { dragging, handlers };
}
