/** `text` as a regular expression that matches exactly it (every special character escaped). */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
