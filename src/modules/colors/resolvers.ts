import { badUserInput } from '../../errors.js';
import type { QueryResolvers, Resolvers } from '../../generated/resolvers.js';
import { splitBatch } from '../forms/split.js';
import { multiGetColor } from './endpoints.js';

/** Most URLs per call; a palette per image is cheap upstream, but the answer grows with them. */
const MAX_URLS = 50;

function checkUrls(urls: readonly string[]): void {
  if (urls.length === 0 || urls.length > MAX_URLS) throw badUserInput(`Give 1 to ${MAX_URLS} image URLs.`, 'imageUrls');
  urls.forEach((url, i) => {
    let parsed: URL | null = null;
    try {
      parsed = new URL(url);
    } catch {
      parsed = null;
    }
    if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) {
      throw badUserInput(`imageUrls[${i}] must be an absolute http(s) URL.`, `imageUrls.${i}`);
    }
  });
}

const coverArtColors: QueryResolvers['coverArtColors'] = async (_root, { imageUrls }, ctx) => {
  checkUrls(imageUrls);
  const raw = await multiGetColor(ctx.rest, imageUrls);
  const palettes = splitBatch(raw, imageUrls, ['url', 'imageUrl', 'image_url', 'query']);
  return imageUrls.map((imageUrl, i) => ({ imageUrl, palette: palettes[i] }));
};

export const colorsResolvers: Resolvers = {
  Query: { coverArtColors },
};
