/** The names statements are saved under (SPEC section 9): Lot_{company}_{lot} and Lot_{company}_Detailed, as PDF or CSV. */

type Extension = "pdf" | "csv";

/** Characters a file name cannot hold on common systems become "-"; the rest is kept as typed. */
function fileNamePart(value: string): string {
  return value.trim().replace(/[\\/:*?"<>|\u0000-\u001f]/g, "-");
}

export function lotFileName(companyName: string, lotNumber: string, extension: Extension): string {
  return `Lot_${fileNamePart(companyName)}_${fileNamePart(lotNumber)}.${extension}`;
}

export function detailedFileName(companyName: string, extension: Extension): string {
  return `Lot_${fileNamePart(companyName)}_Detailed.${extension}`;
}
