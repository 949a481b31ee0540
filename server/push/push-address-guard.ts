import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/** Resolves a host name to its addresses (dns.lookup by default; tests pass a stub). */
export type Resolve = (host: string) => Promise<string[]>;

export const systemResolve: Resolve = (host) =>
  new Promise((resolve, reject) =>
    dnsLookup(host, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses.map((a) => a.address)),
    ),
  );

/**
 * Addresses a push may never go to (issue 46): this machine, its networks and the cloud metadata
 * service. A push service's public name that resolves here is a rebinding attack or a poisoned
 * resolver, and the request would reach something inside.
 */
const INSIDE = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  INSIDE.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  INSIDE.addSubnet(net, prefix, 'ipv6');

/** True when `address` is a public unicast address (IPv4-mapped IPv6 judged as IPv4). */
export function isPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)?.[1];
  const ip = mapped ?? address;
  const family = isIP(ip);
  if (family === 0) return false;
  return !INSIDE.check(ip, family === 4 ? 'ipv4' : 'ipv6');
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for the push agent's sockets: the address checked is the one connected to, so a
 * name that resolves to a public address when checked and a private one when used (DNS
 * rebinding) cannot slip between the two.
 */
export function guardedLookup(resolve: Resolve) {
  return (host: string, options: LookupOptions, callback: LookupCallback): void => {
    resolve(host).then(
      (addresses) => {
        const inside = addresses.find((a) => !isPublicAddress(a));
        if (addresses.length === 0 || inside !== undefined) {
          const error: NodeJS.ErrnoException = new Error(
            `push host ${host} resolves to a non-public address (${inside ?? 'none'})`,
          );
          error.code = 'EPUSHADDRESS';
          callback(error, '');
          return;
        }
        const all = addresses.map((address) => ({ address, family: isIP(address) }));
        if (options.all) callback(null, all);
        else callback(null, all[0]!.address, all[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };
}
