import { createClient, documents, isCodedError } from '@podcast-graph/client';

// The typed client package: a typed document, typed variables and result, coded errors.
export async function episodeTitle(url: string, token: string, id: number): Promise<string | null> {
  const client = createClient({ url, token });
  const { data, errors } = await client.request(documents.Episode, { id });
  if (isCodedError(errors[0], 'NOT_FOUND')) return null;
  return data?.episode?.title ?? null;
}
