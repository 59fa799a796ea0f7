import dns from "node:dns";
import net from "node:net";
import { config } from "../config.ts";

/**
 * Where webhooks may go: the public internet only. Every range IANA reserves for something other than
 * global unicast is refused (private, loopback, link-local, carrier-grade NAT, unique-local,
 * multicast, unspecified, documentation, benchmarking), and an IPv6 address that carries an IPv4 one
 * (mapped, compatible, NAT64) is judged by the IPv4 address inside it.
 */
const reserved = new net.BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  reserved.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["64:ff9b:1::", 48],
  ["100::", 64],
  ["2001::", 23],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
] as const)
  reserved.addSubnet(network, prefix, "ipv6");

const loopback = new net.BlockList();
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");

/**
 * The IPv4 address an IPv6 address carries, if any: mapped (::ffff:a.b.c.d), translated
 * (::ffff:0:a.b.c.d), compatible (::a.b.c.d), NAT64 (64:ff9b::a.b.c.d) or 6to4 (2002:AABB:CCDD::).
 */
function embeddedIPv4(address: string): string | null {
  const words = expandIPv6(address);
  if (!words) return null;
  const dotted = (high: number, low: number) => [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
  if (words[0] === 0x2002) return dotted(words[1], words[2]);
  const zeros = (from: number, to: number) => words.slice(from, to).every((word) => word === 0);
  const mapped = zeros(0, 5) && (words[5] === 0xffff || words[5] === 0);
  const translated = zeros(0, 4) && words[4] === 0xffff && words[5] === 0;
  const nat64 = words[0] === 0x64 && words[1] === 0xff9b && zeros(2, 6);
  if (!mapped && !translated && !nat64) return null;
  if (mapped && words[5] === 0 && words[6] === 0) return null; // :: and ::1 themselves
  return dotted(words[6], words[7]);
}

/** The eight 16-bit words of an IPv6 address (a dotted IPv4 tail included). */
function expandIPv6(address: string): number[] | null {
  let text = address.toLowerCase().split("%")[0];
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const bytes = dotted[1].split(".").map(Number);
    text = text.slice(0, -dotted[1].length) + `${((bytes[0] << 8) | bytes[1]).toString(16)}:${((bytes[2] << 8) | bytes[3]).toString(16)}`;
  }
  const [head, tail] = text.includes("::") ? text.split("::") : [text, null];
  const headWords = head ? head.split(":") : [];
  const tailWords = tail ? tail.split(":") : [];
  const missing = 8 - headWords.length - tailWords.length;
  if (missing < 0 || (tail === null && missing !== 0)) return null;
  return [...headWords, ...Array<string>(missing).fill("0"), ...tailWords].map((word) => parseInt(word, 16));
}

/** Whether an IP address (v4 or v6) is on the public internet. */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return !reserved.check(address, "ipv4");
  if (family !== 6) return false;
  const inner = embeddedIPv4(address);
  if (inner) return isPublicAddress(inner);
  return !reserved.check(address, "ipv6");
}

function isLoopback(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return loopback.check(address, "ipv4");
  const inner = family === 6 ? embeddedIPv4(address) : null;
  return inner ? loopback.check(inner, "ipv4") : family === 6 && loopback.check(address, "ipv6");
}

/** Whether webhooks may be sent to this address, with the settings in force. */
export function webhookAddressAllowed(address: string): boolean {
  if (isPublicAddress(address)) return true;
  if (config.webhooks.allowPrivateNetwork) return true;
  return !config.production && isLoopback(address);
}

export const addressMessages = {
  notPublic: "Webhooks can only be sent to the public internet: this address is private, local or reserved",
};

type Lookup = (hostname: string, options: dns.LookupAllOptions) => Promise<dns.LookupAddress[]>;

/** How host names are resolved for webhooks; tests put a resolver of their own here. */
export const webhookResolver: { lookup: Lookup } = { lookup: (hostname, options) => dns.promises.lookup(hostname, options) };

/** A URL's host without IPv6 brackets (the URL parser has already turned odd IPv4 spellings into dotted ones). */
const bareHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, "$1");

/**
 * Registration's check of where a URL leads: an address literal must be allowed, and so must every
 * address a name resolves to now. A name that does not resolve here is let through: each delivery
 * checks the address it actually connects to (webhookLookup).
 */
export async function webhookDestinationProblem(value: string): Promise<string | null> {
  const host = bareHost(new URL(value));
  if (net.isIP(host)) return webhookAddressAllowed(host) ? null : addressMessages.notPublic;
  let addresses: dns.LookupAddress[];
  try {
    addresses = await webhookResolver.lookup(host, { all: true, verbatim: true });
  } catch {
    return null;
  }
  return addresses.every(({ address }) => webhookAddressAllowed(address)) ? null : addressMessages.notPublic;
}

/**
 * The `lookup` of a delivery's socket: the name is resolved once, for this connection, and the socket
 * connects only to an address that is allowed (a name that resolved to a public address at
 * registration and to a private one now, DNS rebinding, is refused here).
 */
export function webhookLookup(
  hostname: string,
  options: dns.LookupOptions,
  callback: (error: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void,
): void {
  webhookResolver.lookup(hostname, { all: true, verbatim: true, family: options.family as number | undefined }).then(
    (addresses) => {
      const allowed = addresses.filter(({ address }) => webhookAddressAllowed(address));
      if (allowed.length === 0) {
        const error: NodeJS.ErrnoException = new Error(
          `${hostname} resolves to ${addresses.map(({ address }) => address).join(", ")}: ${addressMessages.notPublic}`,
        );
        error.code = "EADDRNOTALLOWED";
        return callback(error, "");
      }
      if (options.all) callback(null, allowed);
      else callback(null, allowed[0].address, allowed[0].family);
    },
    (error: NodeJS.ErrnoException) => callback(error, ""),
  );
}

/** A literal address in a URL never goes through `lookup`: it is checked here before connecting. */
export function literalAddressProblem(url: URL): string | null {
  const host = bareHost(url);
  return net.isIP(host) && !webhookAddressAllowed(host) ? `${host}: ${addressMessages.notPublic}` : null;
}
