/*
 * What a lot, a container or a payment may have attached: the kinds (told by content, never by the
 * name or the declared type), the size of a file and the number per entry. The server enforces
 * these; the screens read them to say so before an upload starts.
 */

/** Largest file accepted: 20 MB (20 * 1024 * 1024 bytes). */
export const MAX_ATTACHMENT_BYTES = 20 * 1024 * 1024;
/** Files attached (and not removed) per lot, container or payment. */
export const MAX_ATTACHMENTS_PER_ENTRY = 50;

export type AttachmentKind = { contentType: string; extension: string; photo: boolean };

export const attachmentKinds = {
  jpeg: { contentType: "image/jpeg", extension: "jpg", photo: true },
  png: { contentType: "image/png", extension: "png", photo: true },
  webp: { contentType: "image/webp", extension: "webp", photo: true },
  heic: { contentType: "image/heic", extension: "heic", photo: true },
  heif: { contentType: "image/heif", extension: "heif", photo: true },
  pdf: { contentType: "application/pdf", extension: "pdf", photo: false },
} satisfies Record<string, AttachmentKind>;

export const attachmentMessages = {
  tooBig: `The file is too big: at most 20 MB a file.`,
  wrongKind: "This file is not a photo (JPEG, PNG, WebP, HEIC/HEIF) or a PDF: its content says otherwise.",
  empty: "The file is empty.",
  tooMany: `An entry holds at most ${MAX_ATTACHMENTS_PER_ENTRY} files: remove one before attaching another.`,
  noFile: "Send the file as a multipart/form-data field named file.",
  notFound: "No such file",
  noEntry: "No such lot, container or payment",
  unreadable: "This photo could not be read: it is damaged or of a kind the server cannot process.",
};

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

const HEIF_BRANDS: Record<string, "heic" | "heif"> = {
  heic: "heic",
  heix: "heic",
  heim: "heic",
  heis: "heic",
  hevc: "heic",
  hevx: "heic",
  mif1: "heif",
  msf1: "heif",
  heif: "heif",
};

/** The kind a file's first bytes (at least 32 of them) show, or null for anything else (an .exe renamed .jpg, text). */
export function sniffAttachment(head: Uint8Array): AttachmentKind | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return attachmentKinds.jpeg;
  if (head.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => head[i] === b)) return attachmentKinds.png;
  if (head.length >= 12 && ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 12) === "WEBP") return attachmentKinds.webp;
  if (head.length >= 5 && ascii(head, 0, 5) === "%PDF-") return attachmentKinds.pdf;
  if (head.length >= 12 && ascii(head, 4, 8) === "ftyp") {
    // ISO base media: the major brand, then the compatible brands up to the box's end.
    const boxEnd = Math.min(head.length, (head[0] << 24) | (head[1] << 16) | (head[2] << 8) | head[3]);
    const brands = [ascii(head, 8, 12)];
    for (let at = 16; at + 4 <= boxEnd; at += 4) brands.push(ascii(head, at, at + 4));
    for (const brand of brands) if (HEIF_BRANDS[brand] === "heic") return attachmentKinds.heic;
    for (const brand of brands) if (HEIF_BRANDS[brand]) return attachmentKinds.heif;
  }
  return null;
}

/**
 * A file name safe to hand back in Content-Disposition and to show: no path, no control or quote
 * characters, at most 120 characters, with the extension of the kind its content showed.
 */
export function safeFileName(name: string, kind: AttachmentKind): string {
  const base = (name.split(/[\\/]/).pop() ?? "")
    .replace(/[\u0000-\u001f\u007f"\\;<>]/g, "")
    .replace(/\.[A-Za-z0-9]{1,5}$/, "")
    .trim()
    .slice(0, 110);
  return `${base || "file"}.${kind.extension}`;
}
