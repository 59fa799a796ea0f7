/** A part of a file name as typed (a company's name, a lot's number): what common systems cannot hold in a name becomes "-", the rest, Arabic included, is kept. */
export function fileNamePart(value: string): string {
  return value.trim().replace(/[\\/:*?"<>|\u0000-\u001f]/g, "-");
}

/** The same part in Latin letters and digits only, for the few clients that read only `filename=""`; `fallback` when nothing is left. */
export function asciiFileNamePart(value: string, fallback: string): string {
  return value.replace(/[^A-Za-z0-9]+/g, "-").replace(/^-|-$/g, "") || fallback;
}
