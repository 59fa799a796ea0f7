import type { AttachmentData } from "./attachmentsContext.ts";
import { useAttachmentImage } from "./attachmentFiles.ts";

export function PdfIcon() {
  return (
    <svg className="attachment-pdf-icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path d="M6 2h8l5 5v15H6z" fill="#fff" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M14 2v5h5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
      <text x="12.5" y="18" textAnchor="middle" fontSize="6" fontWeight="700" fill="currentColor">
        PDF
      </text>
    </svg>
  );
}

function PhotoIcon() {
  return (
    <svg className="attachment-pdf-icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <rect x="3" y="5" width="18" height="14" rx="2" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <circle cx="9" cy="10" r="1.75" fill="currentColor" />
      <path d="M4 18l5-5 3 3 3-4 5 6" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
    </svg>
  );
}

/** A photo's thumbnail, fetched with the viewer's credentials; an icon while it loads and for a photo without one. */
function Thumbnail({ file }: { file: AttachmentData }) {
  const image = useAttachmentImage(file.thumbnailUrl ?? null, true);
  if (!file.thumbnailUrl || !image.src) return <PhotoIcon />;
  return <img className="attachment-thumb__img" src={image.src} alt="" width="56" height="56" />;
}

export function Tile({ file, onOpen }: { file: AttachmentData; onOpen: () => void }) {
  return (
    <li className={`attachment-tile${file.isPhoto ? " attachment-tile--photo" : " attachment-tile--pdf"}`}>
      <button type="button" className="attachment-tile__button" onClick={onOpen} title={file.fileName} aria-label={`View ${file.fileName}`}>
        {file.isPhoto ? <Thumbnail file={file} /> : <PdfIcon />}
        {file.isPhoto ? null : <span className="attachment-tile__name">{file.fileName}</span>}
      </button>
    </li>
  );
}
