import { open } from "node:fs/promises";

/*
 * HEIC photos (HEVC-coded, what iPhones take) cannot be decoded by the kept image library's build
 * (no HEVC decoder), so they cannot be re-encoded without their metadata like the other photos.
 * Their EXIF (where the GPS position is) is one item of the file's `meta` box: this finds its
 * extents through `iinf` and `iloc` and overwrites them with zeros in place, reading only the boxes
 * at the start of the file. The picture's orientation is an `irot` property, not EXIF, and stays.
 */

/** How much of the file's start is read to find the `meta` box (it comes before the picture data). */
const HEAD_BYTES = 1024 * 1024;

interface Box {
  type: string;
  start: number;
  body: number;
  end: number;
}

function boxes(view: DataView, from: number, to: number): Box[] {
  const found: Box[] = [];
  let at = from;
  while (at + 8 <= to) {
    let size = view.getUint32(at);
    const type = String.fromCharCode(view.getUint8(at + 4), view.getUint8(at + 5), view.getUint8(at + 6), view.getUint8(at + 7));
    let body = at + 8;
    if (size === 1) {
      if (at + 16 > to) break;
      size = Number(view.getBigUint64(at + 8));
      body = at + 16;
    } else if (size === 0) size = to - at;
    if (size < 8) break;
    found.push({ type, start: at, body, end: Math.min(at + size, to) });
    at += size;
  }
  return found;
}

const uint = (view: DataView, at: number, bytes: number): number =>
  bytes === 0 ? 0 : bytes === 2 ? view.getUint16(at) : bytes === 4 ? view.getUint32(at) : bytes === 8 ? Number(view.getBigUint64(at)) : NaN;

/** The EXIF items' ids, from `iinf`. */
function exifItems(view: DataView, iinf: Box): Set<number> {
  const ids = new Set<number>();
  const version = view.getUint8(iinf.body);
  const entriesAt = iinf.body + 4 + (version === 0 ? 2 : 4);
  for (const infe of boxes(view, entriesAt, iinf.end)) {
    if (infe.type !== "infe") continue;
    const infeVersion = view.getUint8(infe.body);
    if (infeVersion < 2) continue;
    const idBytes = infeVersion === 2 ? 2 : 4;
    const id = uint(view, infe.body + 4, idBytes);
    const typeAt = infe.body + 4 + idBytes + 2;
    const type = String.fromCharCode(...new Uint8Array(view.buffer, view.byteOffset + typeAt, 4));
    if (type === "Exif") ids.add(id);
  }
  return ids;
}

/** The [offset, length] extents of those items, from `iloc` (file offsets only: construction method 0). */
function extentsOf(view: DataView, iloc: Box, ids: Set<number>): [number, number][] {
  const version = view.getUint8(iloc.body);
  let at = iloc.body + 4;
  const sizes = view.getUint8(at);
  const more = view.getUint8(at + 1);
  const offsetSize = sizes >> 4,
    lengthSize = sizes & 15,
    baseOffsetSize = more >> 4,
    indexSize = version >= 1 ? more & 15 : 0;
  at += 2;
  const countBytes = version < 2 ? 2 : 4;
  const count = uint(view, at, countBytes);
  at += countBytes;
  const extents: [number, number][] = [];
  for (let i = 0; i < count; i++) {
    const id = uint(view, at, countBytes);
    at += countBytes;
    let method = 0;
    if (version >= 1) {
      method = view.getUint16(at) & 15;
      at += 2;
    }
    at += 2; // data reference index
    const base = uint(view, at, baseOffsetSize);
    at += baseOffsetSize;
    const extentCount = view.getUint16(at);
    at += 2;
    for (let e = 0; e < extentCount; e++) {
      at += indexSize;
      const offset = uint(view, at, offsetSize);
      at += offsetSize;
      const length = uint(view, at, lengthSize);
      at += lengthSize;
      if (ids.has(id) && method === 0) extents.push([base + offset, length]);
    }
  }
  return extents;
}

/** Overwrites the EXIF of the HEIF file at `path` with zeros; returns the number of bytes wiped. */
export async function wipeHeifExif(path: string): Promise<number> {
  const file = await open(path, "r+");
  try {
    const { size } = await file.stat();
    const head = Buffer.alloc(Math.min(size, HEAD_BYTES));
    await file.read(head, 0, head.length, 0);
    const view = new DataView(head.buffer, head.byteOffset, head.length);
    const meta = boxes(view, 0, head.length).find((box) => box.type === "meta");
    if (!meta) return 0;
    const children = boxes(view, meta.body + 4, meta.end);
    const iinf = children.find((box) => box.type === "iinf");
    const iloc = children.find((box) => box.type === "iloc");
    if (!iinf || !iloc) return 0;
    const ids = exifItems(view, iinf);
    if (ids.size === 0) return 0;
    let wiped = 0;
    for (const [offset, length] of extentsOf(view, iloc, ids)) {
      const end = Math.min(size, offset + length);
      if (offset >= end) continue;
      await file.write(Buffer.alloc(end - offset), 0, end - offset, offset);
      wiped += end - offset;
    }
    return wiped;
  } finally {
    await file.close();
  }
}
