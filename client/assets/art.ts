/**
 * The site's artwork (client/assets/art/*.svg, original drawings committed with the code).
 * Vite turns each file into a hashed URL; nothing is fetched from anywhere else.
 */
const files = import.meta.glob<string>("./art/*.svg", { eager: true, query: "?url", import: "default" });

export type ArtName = string;

export function artUrl(name: ArtName): string | undefined {
  return files[`./art/${name}.svg`];
}
