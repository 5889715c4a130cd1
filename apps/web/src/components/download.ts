/** Saves `parts` as a file through a temporary link (the browser's own download, no server involved). */
export function downloadFile(filename: string, parts: BlobPart[], type: string): void {
  const a = document.createElement("a");
  a.href = URL.createObjectURL(new Blob(parts, { type }));
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked later, not at once: some browsers start reading the blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}
