/** Hands a file made in the browser to the browser as a download; returns its name. */
export function saveFile(file: Blob, fileName: string): string {
  const url = URL.createObjectURL(file);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Let go of the data once the browser has surely taken it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return fileName;
}
