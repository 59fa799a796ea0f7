/**
 * Noto Sans Arabic for the client's statements (see shared/pdf/pdfFont.ts): each TTF file is
 * inlined into a chunk of its own, loaded only when a statement with Arabic in it is built; jsPDF
 * embeds only the glyphs a document uses.
 */
import type { jsPDF } from "jspdf";
import { registerArabicFont } from "../../../shared/pdf/pdfFont.ts";

/** The font file as jsPDF's virtual file system takes it: one character per byte. */
const binary = (dataUrl: string) => atob(dataUrl.slice(dataUrl.indexOf(",") + 1));

/** Makes ARABIC_FONT (normal and bold) available to this document. */
export async function addArabicFont(doc: jsPDF): Promise<void> {
  const [regular, bold] = await Promise.all([
    import("@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf?inline"),
    import("@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf?inline"),
  ]);
  registerArabicFont(doc, binary(regular.default), binary(bold.default));
}
