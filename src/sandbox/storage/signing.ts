import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Signed storage URLs, shaped like presigned object-store URLs: the signature and expiry travel
 * in the query string and no credentials are needed (nor accepted) on the PUT.
 */

export const EXPIRES_PARAM = 'X-Sbx-Expires';
export const SIGNATURE_PARAM = 'X-Sbx-Signature';

export type Verdict = { ok: true } | { ok: false; reason: 'missing-signature' | 'bad-signature' | 'expired' };

export interface Signer {
  /** Full signed URL for a PUT of `bucket/key`, valid until `expiresAt` (Unix ms). */
  signedUrl(baseUrl: string, bucket: string, key: string, expiresAt: number): string;
  verify(bucket: string, key: string, query: URLSearchParams, now: number): Verdict;
}

export function createSigner(secret: string = randomBytes(24).toString('hex')): Signer {
  const mac = (bucket: string, key: string, expires: string) =>
    createHmac('sha256', secret).update(`PUT\n/${bucket}/${key}\n${expires}`).digest('hex');

  return {
    signedUrl(baseUrl, bucket, key, expiresAt) {
      const url = new URL(`/storage/${encodeURIComponent(bucket)}/${encodeURIComponent(key)}`, baseUrl);
      url.searchParams.set(EXPIRES_PARAM, String(expiresAt));
      url.searchParams.set(SIGNATURE_PARAM, mac(bucket, key, String(expiresAt)));
      return url.toString();
    },
    verify(bucket, key, query, now) {
      const expires = query.get(EXPIRES_PARAM);
      const signature = query.get(SIGNATURE_PARAM);
      if (!expires || !signature) return { ok: false, reason: 'missing-signature' };
      const expected = Buffer.from(mac(bucket, key, expires), 'hex');
      const given = Buffer.from(signature, 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'bad-signature' };
      if (!(Number(expires) > now)) return { ok: false, reason: 'expired' };
      return { ok: true };
    },
  };
}
