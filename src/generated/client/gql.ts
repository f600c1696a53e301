/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query EpisodeById($id: Int!) {\n    episode(id: $id) {\n      id\n      title\n      description\n      state\n      isPublished\n      publishOn\n      episodeType\n      isExplicit\n    }\n  }\n": typeof types.EpisodeByIdDocument,
    "\n  query EpisodeTwiceByAlias($id: Int!) {\n    first: episode(id: $id) {\n      title\n      state\n    }\n    second: episode(id: $id) {\n      heading: title\n      isExplicit\n    }\n  }\n": typeof types.EpisodeTwiceByAliasDocument,
    "\n  query EpisodeByUri($uri: String!) {\n    episode(uri: $uri) {\n      id\n      title\n    }\n  }\n": typeof types.EpisodeByUriDocument,
    "\n  query EpisodeTitle($id: Int!) {\n    episode(id: $id) {\n      title\n    }\n  }\n": typeof types.EpisodeTitleDocument,
    "\n  query TwoEpisodes($good: Int!, $bad: Int!) {\n    good: episode(id: $good) {\n      title\n    }\n    bad: episode(id: $bad) {\n      title\n    }\n  }\n": typeof types.TwoEpisodesDocument,
    "\n  query ShowByStationId($stationId: Int!) {\n    show(stationId: $stationId) {\n      stationId\n      name\n      description\n      authorName\n      authorEmail\n      imageUrl\n      image400Url\n      category {\n        primary\n        secondary\n      }\n      language\n      rssFeedUrl\n      flags {\n        isDistributedOnPlatform\n        hasPublishedEpisode\n        distributionEligibilityForPaywalls\n      }\n    }\n  }\n": typeof types.ShowByStationIdDocument,
    "\n  query ShowByUri($uri: String!) {\n    show(uri: $uri) {\n      stationId\n      name\n    }\n  }\n": typeof types.ShowByUriDocument,
    "\n      query ShowWithBothKeys {\n        show(stationId: 5001, uri: \"platform:show:x\") {\n          stationId\n        }\n      }\n    ": typeof types.ShowWithBothKeysDocument,
    "\n  mutation UpdateEpisode($id: Int!, $input: UpdateEpisodeInput!) {\n    updateEpisode(id: $id, input: $input) {\n      descriptionMatches\n      didChangePublishState\n      shareUrl\n      episode {\n        id\n        title\n        description\n        state\n        isPublished\n        publishOn\n        episodeType\n        isExplicit\n      }\n    }\n  }\n": typeof types.UpdateEpisodeDocument,
};
const documents: Documents = {
    "\n  query EpisodeById($id: Int!) {\n    episode(id: $id) {\n      id\n      title\n      description\n      state\n      isPublished\n      publishOn\n      episodeType\n      isExplicit\n    }\n  }\n": types.EpisodeByIdDocument,
    "\n  query EpisodeTwiceByAlias($id: Int!) {\n    first: episode(id: $id) {\n      title\n      state\n    }\n    second: episode(id: $id) {\n      heading: title\n      isExplicit\n    }\n  }\n": types.EpisodeTwiceByAliasDocument,
    "\n  query EpisodeByUri($uri: String!) {\n    episode(uri: $uri) {\n      id\n      title\n    }\n  }\n": types.EpisodeByUriDocument,
    "\n  query EpisodeTitle($id: Int!) {\n    episode(id: $id) {\n      title\n    }\n  }\n": types.EpisodeTitleDocument,
    "\n  query TwoEpisodes($good: Int!, $bad: Int!) {\n    good: episode(id: $good) {\n      title\n    }\n    bad: episode(id: $bad) {\n      title\n    }\n  }\n": types.TwoEpisodesDocument,
    "\n  query ShowByStationId($stationId: Int!) {\n    show(stationId: $stationId) {\n      stationId\n      name\n      description\n      authorName\n      authorEmail\n      imageUrl\n      image400Url\n      category {\n        primary\n        secondary\n      }\n      language\n      rssFeedUrl\n      flags {\n        isDistributedOnPlatform\n        hasPublishedEpisode\n        distributionEligibilityForPaywalls\n      }\n    }\n  }\n": types.ShowByStationIdDocument,
    "\n  query ShowByUri($uri: String!) {\n    show(uri: $uri) {\n      stationId\n      name\n    }\n  }\n": types.ShowByUriDocument,
    "\n      query ShowWithBothKeys {\n        show(stationId: 5001, uri: \"platform:show:x\") {\n          stationId\n        }\n      }\n    ": types.ShowWithBothKeysDocument,
    "\n  mutation UpdateEpisode($id: Int!, $input: UpdateEpisodeInput!) {\n    updateEpisode(id: $id, input: $input) {\n      descriptionMatches\n      didChangePublishState\n      shareUrl\n      episode {\n        id\n        title\n        description\n        state\n        isPublished\n        publishOn\n        episodeType\n        isExplicit\n      }\n    }\n  }\n": types.UpdateEpisodeDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EpisodeById($id: Int!) {\n    episode(id: $id) {\n      id\n      title\n      description\n      state\n      isPublished\n      publishOn\n      episodeType\n      isExplicit\n    }\n  }\n"): (typeof documents)["\n  query EpisodeById($id: Int!) {\n    episode(id: $id) {\n      id\n      title\n      description\n      state\n      isPublished\n      publishOn\n      episodeType\n      isExplicit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EpisodeTwiceByAlias($id: Int!) {\n    first: episode(id: $id) {\n      title\n      state\n    }\n    second: episode(id: $id) {\n      heading: title\n      isExplicit\n    }\n  }\n"): (typeof documents)["\n  query EpisodeTwiceByAlias($id: Int!) {\n    first: episode(id: $id) {\n      title\n      state\n    }\n    second: episode(id: $id) {\n      heading: title\n      isExplicit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EpisodeByUri($uri: String!) {\n    episode(uri: $uri) {\n      id\n      title\n    }\n  }\n"): (typeof documents)["\n  query EpisodeByUri($uri: String!) {\n    episode(uri: $uri) {\n      id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EpisodeTitle($id: Int!) {\n    episode(id: $id) {\n      title\n    }\n  }\n"): (typeof documents)["\n  query EpisodeTitle($id: Int!) {\n    episode(id: $id) {\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TwoEpisodes($good: Int!, $bad: Int!) {\n    good: episode(id: $good) {\n      title\n    }\n    bad: episode(id: $bad) {\n      title\n    }\n  }\n"): (typeof documents)["\n  query TwoEpisodes($good: Int!, $bad: Int!) {\n    good: episode(id: $good) {\n      title\n    }\n    bad: episode(id: $bad) {\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShowByStationId($stationId: Int!) {\n    show(stationId: $stationId) {\n      stationId\n      name\n      description\n      authorName\n      authorEmail\n      imageUrl\n      image400Url\n      category {\n        primary\n        secondary\n      }\n      language\n      rssFeedUrl\n      flags {\n        isDistributedOnPlatform\n        hasPublishedEpisode\n        distributionEligibilityForPaywalls\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShowByStationId($stationId: Int!) {\n    show(stationId: $stationId) {\n      stationId\n      name\n      description\n      authorName\n      authorEmail\n      imageUrl\n      image400Url\n      category {\n        primary\n        secondary\n      }\n      language\n      rssFeedUrl\n      flags {\n        isDistributedOnPlatform\n        hasPublishedEpisode\n        distributionEligibilityForPaywalls\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShowByUri($uri: String!) {\n    show(uri: $uri) {\n      stationId\n      name\n    }\n  }\n"): (typeof documents)["\n  query ShowByUri($uri: String!) {\n    show(uri: $uri) {\n      stationId\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query ShowWithBothKeys {\n        show(stationId: 5001, uri: \"platform:show:x\") {\n          stationId\n        }\n      }\n    "): (typeof documents)["\n      query ShowWithBothKeys {\n        show(stationId: 5001, uri: \"platform:show:x\") {\n          stationId\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateEpisode($id: Int!, $input: UpdateEpisodeInput!) {\n    updateEpisode(id: $id, input: $input) {\n      descriptionMatches\n      didChangePublishState\n      shareUrl\n      episode {\n        id\n        title\n        description\n        state\n        isPublished\n        publishOn\n        episodeType\n        isExplicit\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateEpisode($id: Int!, $input: UpdateEpisodeInput!) {\n    updateEpisode(id: $id, input: $input) {\n      descriptionMatches\n      didChangePublishState\n      shareUrl\n      episode {\n        id\n        title\n        description\n        state\n        isPublished\n        publishOn\n        episodeType\n        isExplicit\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;