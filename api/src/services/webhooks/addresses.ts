/**
 * Where a webhook may point (docs/webhooks.md, "Safety"): https only unless `WEBHOOKS_ALLOW_HTTP`,
 * and never at this network's own machines (loopback, private, link-local, carrier-grade NAT, cloud
 * metadata, multicast, unspecified) unless `WEBHOOKS_ALLOW_PRIVATE_NETWORKS`. The address is
 * checked when it is saved, and again on every send after DNS resolution, through the lookup the
 * connection itself uses: a name that resolves elsewhere later (DNS rebinding) is refused then.
 */
import dns from 'node:dns';
import net from 'node:net';
import type { LookupFunction } from 'node:net';
import { config } from '../../config';

const BLOCKED = new net.BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  BLOCKED.addSubnet(address, prefix, 'ipv4');
for (const [address, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const)
  BLOCKED.addSubnet(address, prefix, 'ipv6');

/** An address on this network's side: refused unless private networks are allowed. */
export function isPrivateAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return true;
  if (family === 6) {
    // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is that IPv4 address.
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return BLOCKED.check(mapped[1], 'ipv4');
    return BLOCKED.check(address, 'ipv6');
  }
  return BLOCKED.check(address, 'ipv4');
}

export class UnsafeAddressError extends Error {}

/** Why a URL may not be a webhook's, in words for the form; null when it may. */
export function urlProblem(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'Enter a web address such as https://helpdesk.example.org/hooks/scenedock';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return 'Enter a web address such as https://helpdesk.example.org/hooks/scenedock';
  if (url.protocol === 'http:' && !config.webhooks.allowHttp) return 'Use an https:// address';
  if (url.username || url.password) return 'Leave the user name and password out of the address';
  if (url.hash) return 'Leave the #fragment out of the address';
  return null;
}

const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/**
 * Resolves the host and refuses private addresses (unless allowed). Throws UnsafeAddressError with
 * a message for people; a name that does not resolve is one too.
 */
export async function assertPublicHost(raw: string): Promise<void> {
  if (config.webhooks.allowPrivateNetworks) return;
  const host = hostOf(new URL(raw));
  let addresses: string[];
  try {
    addresses = net.isIP(host)
      ? [host]
      : (await dns.promises.lookup(host, { all: true })).map((a) => a.address);
  } catch {
    throw new UnsafeAddressError(`The name ${host} could not be found`);
  }
  if (addresses.length === 0 || addresses.some(isPrivateAddress))
    throw new UnsafeAddressError('This address is on a private network');
}

/** The lookup a delivery's connection uses: the same check, at the moment of connecting. */
export const safeLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, '', 0);
    const list = addresses;
    if (
      !config.webhooks.allowPrivateNetworks &&
      (list.length === 0 || list.some((a) => isPrivateAddress(a.address)))
    )
      return callback(new UnsafeAddressError('This address is on a private network'), '', 0);
    if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
    return callback(null, list[0].address, list[0].family);
  });
};
