/** "+971 6 555 0142" → "tel:+97165550142". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
