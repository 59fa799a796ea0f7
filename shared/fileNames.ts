/** A part of a file name as typed (a company's name, a lot's number): what common systems cannot hold in a name becomes "-", the rest, Arabic included, is kept. */
export function fileNamePart(value: string): string {
  return value.trim().replace(/[\\/:*?"<>|\u0000-\u001f]/g, "-");
}
