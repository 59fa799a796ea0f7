/** Figures as the bare baselines (bench/bare-*.ts) write them: the API's strings, from whole cents and grams. Not part of the product. */
export const digits = (text: string, places: number) => {
  const [int, frac = ""] = text.split(".");
  return BigInt(int + frac.padEnd(places, "0"));
};
export const money = (cents: bigint) => {
  const sign = cents < 0n ? "-" : "";
  const abs = (cents < 0n ? -cents : cents).toString().padStart(3, "0");
  return `${sign}${abs.slice(0, -2)}.${abs.slice(-2)}`;
};
export const tons = (grams: bigint) => {
  const text = grams.toString().padStart(7, "0");
  const frac = text.slice(-6).replace(/0+$/, "");
  return frac ? `${text.slice(0, -6)}.${frac}` : text.slice(0, -6);
};
