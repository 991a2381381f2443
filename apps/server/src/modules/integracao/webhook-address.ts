import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import type { Config } from '../../config.js';

/**
 * Where a webhook may lead (decision 0056): never into the portal's own network. An address refused here is
 * refused when the endpoint is registered and again at every delivery, after the name is resolved: the
 * delivery connects to the very address checked (the `lookup` handed to node:http), so a name that resolves
 * elsewhere between the check and the connection (DNS rebinding) reaches nothing it should not.
 */

export const MSG_WEBHOOK_ENDERECO = {
  protocolo: 'O endereço precisa começar com https://.',
  credenciais: 'Não inclua usuário e senha no endereço: o portal assina cada entrega.',
  interno:
    'O endereço leva a uma rede interna (privada, local ou reservada) e não é aceito. Use um endereço público.',
  naoEncontrado: (host: string) => `Não foi possível encontrar o servidor ${host}.`,
};

const V4 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // this network, unspecified
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  V4.addSubnet(network, prefix, 'ipv4');

// Kept apart from V4: a BlockList matches an IPv4 address against IPv4-mapped IPv6 rules.
const V6 = new BlockList();
for (const [network, prefix] of [
  ['::', 96], // unspecified, loopback, IPv4-compatible
  ['64:ff9b::', 96], // NAT64: an IPv4 address behind it
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local
  ['ff00::', 8], // multicast
] as const)
  V6.addSubnet(network, prefix, 'ipv6');

/** Whether `address` (an IP) is one a webhook may not reach; anything not an IP is refused too. */
export function isBlockedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return V4.check(address, 'ipv4');
  if (family !== 6) return true;
  // IPv4-mapped (::ffff:a.b.c.d): whatever it maps to, a way around the IPv4 rules.
  if (/^(0{0,4}:){0,5}:?ffff:/i.test(address)) return true;
  return V6.check(address, 'ipv6');
}

/** A URL's host as compared with the allowed list: lower case, an IPv6 literal without its brackets. */
const hostOf = (url: URL) => url.hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');

type WebhookConfig = Config['webhook'];

/** Every address `host` resolves to (IPv4 and IPv6). */
export type ResolveAll = (host: string) => Promise<LookupAddress[]>;
const resolveAll: ResolveAll = (host) =>
  new Promise((resolve, reject) =>
    dnsLookup(host, { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))),
  );

/** Thrown with the message staff read (400 at registration, the delivery's error otherwise). */
export class WebhookAddressError extends Error {}

/**
 * Checks an endpoint's address: https (http outside production), no credentials, and unless its host is in
 * WEBHOOK_HOSTS_PERMITIDOS, neither a literal nor a resolved address of a private network. `resolve` null:
 * a name is left to `guardedLookup`, at the connection.
 */
export async function checkWebhookUrl(
  value: string,
  config: WebhookConfig,
  resolve: ResolveAll | null = resolveAll,
): Promise<URL> {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new WebhookAddressError(MSG_WEBHOOK_ENDERECO.protocolo);
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && config.httpAllowed))
    throw new WebhookAddressError(MSG_WEBHOOK_ENDERECO.protocolo);
  if (url.username || url.password) throw new WebhookAddressError(MSG_WEBHOOK_ENDERECO.credenciais);
  const host = hostOf(url);
  if (config.allowedHosts.includes(host)) return url;
  if (isIP(host)) {
    if (isBlockedAddress(host)) throw new WebhookAddressError(MSG_WEBHOOK_ENDERECO.interno);
    return url;
  }
  if (!resolve) return url;
  let addresses: LookupAddress[];
  try {
    addresses = await resolve(host);
  } catch {
    throw new WebhookAddressError(MSG_WEBHOOK_ENDERECO.naoEncontrado(host));
  }
  if (addresses.length === 0) throw new WebhookAddressError(MSG_WEBHOOK_ENDERECO.naoEncontrado(host));
  if (addresses.some((a) => isBlockedAddress(a.address)))
    throw new WebhookAddressError(MSG_WEBHOOK_ENDERECO.interno);
  return url;
}

/**
 * The `lookup` of a delivery's connection: resolves the name, refuses it when any address is blocked, and
 * answers the checked addresses, so the socket connects to one of them and to nothing else.
 */
export function guardedLookup(config: WebhookConfig, resolve: ResolveAll = resolveAll): LookupFunction {
  return (hostname, options, callback) => {
    const allowed = config.allowedHosts.includes(hostname.toLowerCase());
    resolve(hostname).then(
      (found) => {
        const family = options.family === 4 || options.family === 6 ? options.family : 0;
        const addresses = family ? found.filter((a) => a.family === family) : found;
        if (!allowed && found.some((a) => isBlockedAddress(a.address)))
          return callback(
            Object.assign(new WebhookAddressError(MSG_WEBHOOK_ENDERECO.interno), { code: 'EBLOCKED' }),
            '',
          );
        if (addresses.length === 0)
          return callback(
            Object.assign(new Error(MSG_WEBHOOK_ENDERECO.naoEncontrado(hostname)), { code: 'ENOTFOUND' }),
            '',
          );
        if (options.all) return callback(null, addresses);
        callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };
}
