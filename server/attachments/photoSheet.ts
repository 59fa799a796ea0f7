import sharp from "sharp";
import type { Viewer } from "../context.ts";
import { MARGIN, PAGE_HEIGHT, PAGE_WIDTH } from "../../shared/pdf/letterhead.ts";
import { newHousePdf } from "../pdf/housePdf.ts";
import { dateToCalendarDate } from "../../shared/dates.ts";
import { attachmentsOf, entryOf, entryRefOf, storedBuffer } from "./store.ts";
import { db } from "../db.ts";
import { contentDisposition } from "../rest/http.ts";

/*
 * A container's photos on our letterhead, for a quality claim: the statement's letterhead (logo,
 * name, address, phone and e-mail, then a rule), the container's particulars, then its photos two
 * to a page, each with its file name and when it was attached. A photo the image library cannot
 * decode (an HEVC-coded HEIC) is listed by name instead.
 */

const PHOTO_PX = 1400;

export const photoSheetFileName = (containerNo: string) => `photo-sheet-${containerNo.replace(/[^A-Za-z0-9-]/g, "")}.pdf`;

/** The photo sheet PDF of one of the caller's containers (404 for another company's or none). */
export async function buildPhotoSheet(viewer: Viewer | null, containerGlobalId: string): Promise<{ pdf: ArrayBuffer; fileName: string }> {
  const ref = entryRefOf(containerGlobalId);
  const entry = await entryOf(viewer, ref.kind === "container" ? ref : { kind: "container", id: 0 });
  const container = await db.container.findUniqueOrThrow({ where: { id: entry.containerId! }, include: { lot: true } });
  const photos = (await attachmentsOf(entry)).filter((attachment) => attachment.contentType.startsWith("image/"));

  const particulars = [
    `Lot ${container.lot.lotNumber}   Seal ${container.sealNo}   Material ${container.material}`,
    `Net weight ${container.quantityKg.toFixed(3)} kg   Shipped ${dateToCalendarDate(container.date)}   ${photos.length} photo${photos.length === 1 ? "" : "s"}`,
  ];
  const title = `Photo sheet: container ${container.containerNo}`;
  const captions = photos.map(
    (photo) => `${photo.fileName}  (attached ${photo.createdAt.toISOString().slice(0, 16).replace("T", " ")} UTC)`,
  );
  const { doc, font, top } = newHousePdf({ title, subject: "Photo sheet" }, [title, ...particulars, ...captions]);
  /** Text from data as the font draws it (shaped, in its own direction), broken to the page's width. */
  const write = (value: string, y: number) => {
    const { lines, options } = font.lines(value, PAGE_WIDTH - 2 * MARGIN);
    doc.text(lines, MARGIN, y, options);
  };
  let y = top + 3;
  doc.setFont(font.name, "bold").setFontSize(12);
  write(title, y);
  y += 6;
  doc.setFont(font.name, "normal").setFontSize(9);
  for (const line of particulars) {
    write(line, y);
    y += 5;
  }
  y += 2;
  if (photos.length === 0) doc.text("No photos are attached to this container.", MARGIN, y);

  const slotHeight = (PAGE_HEIGHT - 2 * MARGIN - 10) / 2;
  for (const [index, photo] of photos.entries()) {
    let image: { data: Buffer; width: number; height: number } | null = null;
    try {
      const { data, info } = await sharp(await storedBuffer(photo.id, "file"))
        .rotate()
        .resize(PHOTO_PX, PHOTO_PX, { fit: "inside", withoutEnlargement: true })
        .jpeg({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      image = { data, width: info.width, height: info.height };
    } catch {
      image = null;
    }
    const needed = image ? slotHeight : 8;
    if (y + needed > PAGE_HEIGHT - MARGIN) {
      doc.addPage();
      y = MARGIN;
    }
    doc.setFontSize(8.5);
    write(captions[index], y + 3);
    if (image) {
      const boxWidth = PAGE_WIDTH - 2 * MARGIN;
      const boxHeight = slotHeight - 10;
      const scale = Math.min(boxWidth / image.width, boxHeight / image.height);
      doc.addImage(new Uint8Array(image.data), "JPEG", MARGIN, y + 5, image.width * scale, image.height * scale);
      y += slotHeight;
    } else {
      doc.text("(this photo's format cannot be drawn here: download it from the lot screen)", MARGIN, y + 7);
      y += 12;
    }
  }
  return { pdf: doc.output("arraybuffer"), fileName: photoSheetFileName(container.containerNo) };
}

export async function photoSheetResponse(viewer: Viewer | null, containerGlobalId: string): Promise<Response> {
  const { pdf, fileName } = await buildPhotoSheet(viewer, containerGlobalId);
  return new Response(pdf, {
    status: 200,
    headers: {
      "content-type": "application/pdf",
      "content-disposition": contentDisposition(fileName, false),
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
    },
  });
}
