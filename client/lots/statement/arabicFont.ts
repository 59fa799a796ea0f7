/**
 * Noto Sans Arabic (SIL Open Font License, from the @expo-google-fonts/noto-sans-arabic package):
 * Arabic letters with their presentation forms, which jsPDF's shaping draws, and Latin letters and
 * figures too, so one font writes a whole statement that has Arabic in it. Each TTF file is
 * inlined into a chunk of its own, loaded only when such a statement is built; jsPDF embeds only
 * the glyphs a document uses.
 */
import type { jsPDF } from "jspdf";

export const ARABIC_FONT = "NotoSansArabic";

/** The font file as jsPDF's virtual file system takes it: one character per byte. */
const binary = (dataUrl: string) => atob(dataUrl.slice(dataUrl.indexOf(",") + 1));

/** Makes ARABIC_FONT (normal and bold) available to this document. */
export async function addArabicFont(doc: jsPDF): Promise<void> {
  const [regular, bold] = await Promise.all([
    import("@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf?inline"),
    import("@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf?inline"),
  ]);
  doc.addFileToVFS("NotoSansArabic-Regular.ttf", binary(regular.default));
  doc.addFont("NotoSansArabic-Regular.ttf", ARABIC_FONT, "normal");
  doc.addFileToVFS("NotoSansArabic-Bold.ttf", binary(bold.default));
  doc.addFont("NotoSansArabic-Bold.ttf", ARABIC_FONT, "bold");
}
