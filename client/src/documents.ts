import * as generated from './generated/graphql.js';

type Generated = typeof generated;
/** Operation names: every generated `<Name>Document` (fragments are `<Name>FragmentDoc`). */
export type OperationName = { [K in keyof Generated]: K extends `${infer Name}Document` ? Name : never }[keyof Generated];
export type Documents = { readonly [Name in OperationName]: Generated[`${Name}Document`] };

/** Every typed document of client/operations, by operation name: `documents.ShowsAndEpisodes`. */
export const documents: Documents = Object.freeze(
  Object.fromEntries(
    Object.entries(generated)
      .filter(([key]) => key.endsWith('Document'))
      .map(([key, value]) => [key.slice(0, -'Document'.length), value]),
  ),
) as Documents;
