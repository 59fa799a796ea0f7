/** The names statements are saved under (SPEC section 9): Lot_{company}_{lot} and Lot_{company}_Detailed, as PDF or CSV. */

import { fileNamePart } from "../../../shared/fileNames.ts";

type Extension = "pdf" | "csv";

export function lotFileName(companyName: string, lotNumber: string, extension: Extension): string {
  return `Lot_${fileNamePart(companyName)}_${fileNamePart(lotNumber)}.${extension}`;
}

export function detailedFileName(companyName: string, extension: Extension): string {
  return `Lot_${fileNamePart(companyName)}_Detailed.${extension}`;
}
