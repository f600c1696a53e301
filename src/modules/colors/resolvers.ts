import { BlockList, isIP } from 'node:net';
import { badUserInput } from '../../errors.js';
import type { QueryResolvers, Resolvers } from '../../generated/resolvers.js';
import { splitBatch } from '../forms/split.js';
import { multiGetColor } from './endpoints.js';

/** Most URLs per call; a palette per image is cheap upstream, but the answer grows with them. */
const MAX_URLS = 50;

/**
 * Addresses an image URL may not name: the upstream fetches each URL from its own network
 * (4.6), where loopback, link-local (cloud metadata at 169.254.169.254), private and
 * unspecified addresses reach its internals, not a public image. Names are not resolved here
 * (the upstream resolves them); names that always mean the local host are refused as such.
 */
const INTERNAL = new BlockList();
for (const [net, prefix] of [['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.168.0.0', 16]] as const) INTERNAL.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['::ffff:0:0', 96]] as const) INTERNAL.addSubnet(net, prefix, 'ipv6');
const LOCAL_NAMES = /(^|\.)(localhost|localdomain|internal|local)$/i;

function isInternalHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '');
  const version = isIP(host);
  if (version === 4) return INTERNAL.check(host, 'ipv4');
  if (version === 6) return INTERNAL.check(host, 'ipv6');
  return LOCAL_NAMES.test(host) || !host.includes('.');
}

/**
 * The URLs to send: each one as the WHATWG parser read it when it was checked (its serialised
 * `href`), never the client's string, which other parsers may read with another host
 * (`http://cdn.example.com\@127.0.0.1/` is cdn.example.com to WHATWG, 127.0.0.1 to others). A
 * URL with credentials is refused (an image needs none, and `user@host` is where parsers
 * disagree most); the fragment is dropped (never part of a fetch).
 */
function checkUrls(urls: readonly string[]): string[] {
  if (urls.length === 0 || urls.length > MAX_URLS) throw badUserInput(`Give 1 to ${MAX_URLS} image URLs.`, 'imageUrls');
  return urls.map((url, i) => {
    let parsed: URL | null = null;
    try {
      parsed = new URL(url);
    } catch {
      parsed = null;
    }
    if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) {
      throw badUserInput(`imageUrls[${i}] must be an absolute http(s) URL.`, `imageUrls.${i}`);
    }
    if (parsed.username !== '' || parsed.password !== '') {
      throw badUserInput(`imageUrls[${i}] must not carry credentials (user:password@).`, `imageUrls.${i}`);
    }
    if (isInternalHost(parsed.hostname)) {
      throw badUserInput(`imageUrls[${i}] must name a public host, not a local, link-local or private address.`, `imageUrls.${i}`);
    }
    parsed.hash = '';
    return parsed.href;
  });
}

const coverArtColors: QueryResolvers['coverArtColors'] = async (_root, { imageUrls }, ctx) => {
  const checked = checkUrls(imageUrls);
  const raw = await multiGetColor(ctx.rest, checked);
  // The upstream echoes what it was sent: the checked form.
  const palettes = splitBatch(raw, checked, ['url', 'imageUrl', 'image_url', 'query']);
  return imageUrls.map((imageUrl, i) => ({ imageUrl, palette: palettes[i] }));
};

export const colorsResolvers: Resolvers = {
  Query: { coverArtColors },
};
