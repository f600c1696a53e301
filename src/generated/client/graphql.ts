/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Where an episode stands in its publishing life (spec table 3.1). */
export type EpisodeState =
  /** Neither published nor scheduled; visible only to its creator. */
  | 'DRAFT'
  /** Public. Its `publishOn` is locked from now on. */
  | 'PUBLISHED'
  /** Not yet public, with a publish time (`publishOn`) at which it goes live. */
  | 'SCHEDULED';

/** The kind of episode, as podcast apps show it. */
export type EpisodeType =
  /** Extra material outside the regular run. */
  | 'BONUS'
  /** A regular episode. */
  | 'FULL'
  /** A short preview of the show. */
  | 'TRAILER';

/**
 * The fields to change. Only the fields given change; everything else (title, description, kind,
 * explicit flag, publish state) is kept as it is, whatever the upstream does with omitted fields.
 */
export type UpdateEpisodeInput = {
  /** New description, in HTML. */
  description?: string | null | undefined;
  /** New episode kind. */
  episodeType?: EpisodeType | null | undefined;
  /** Whether the episode is explicit. */
  isExplicit?: boolean | null | undefined;
  /**
   * New publish time. On a draft or scheduled episode this schedules it for that instant. The
   * publish time of a published episode cannot change: that is refused with BAD_USER_INPUT.
   */
  publishOn?: string | null | undefined;
  /** New title; must not be empty. */
  title?: string | null | undefined;
};

export type EpisodeByIdQueryVariables = Exact<{
  id: number;
}>;


export type EpisodeByIdQuery = { episode: { id: number | null, title: string | null, description: string | null, state: EpisodeState | null, isPublished: boolean | null, publishOn: string | null, episodeType: EpisodeType | null, isExplicit: boolean | null } | null };

export type EpisodeTwiceByAliasQueryVariables = Exact<{
  id: number;
}>;


export type EpisodeTwiceByAliasQuery = { first: { title: string | null, state: EpisodeState | null } | null, second: { isExplicit: boolean | null, heading: string | null } | null };

export type EpisodeByUriQueryVariables = Exact<{
  uri: string;
}>;


export type EpisodeByUriQuery = { episode: { id: number | null, title: string | null } | null };

export type EpisodeTitleQueryVariables = Exact<{
  id: number;
}>;


export type EpisodeTitleQuery = { episode: { title: string | null } | null };

export type TwoEpisodesQueryVariables = Exact<{
  good: number;
  bad: number;
}>;


export type TwoEpisodesQuery = { good: { title: string | null } | null, bad: { title: string | null } | null };

export type ShowByStationIdQueryVariables = Exact<{
  stationId: number;
}>;


export type ShowByStationIdQuery = { show: { stationId: number | null, name: string, description: string | null, authorName: string | null, authorEmail: string | null, imageUrl: string | null, image400Url: string | null, language: string | null, rssFeedUrl: string | null, category: { primary: string, secondary: string | null } | null, flags: { isDistributedOnPlatform: boolean | null, hasPublishedEpisode: boolean | null, distributionEligibilityForPaywalls: string | null } | null } | null };

export type ShowByUriQueryVariables = Exact<{
  uri: string;
}>;


export type ShowByUriQuery = { show: { stationId: number | null, name: string } | null };

export type ShowWithBothKeysQueryVariables = Exact<{ [key: string]: never; }>;


export type ShowWithBothKeysQuery = { show: { stationId: number | null } | null };

export type UpdateEpisodeMutationVariables = Exact<{
  id: number;
  input: UpdateEpisodeInput;
}>;


export type UpdateEpisodeMutation = { updateEpisode: { descriptionMatches: boolean, didChangePublishState: boolean | null, shareUrl: string | null, episode: { id: number | null, title: string | null, description: string | null, state: EpisodeState | null, isPublished: boolean | null, publishOn: string | null, episodeType: EpisodeType | null, isExplicit: boolean | null } | null } | null };


export const EpisodeByIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EpisodeById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"episode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"publishOn"}},{"kind":"Field","name":{"kind":"Name","value":"episodeType"}},{"kind":"Field","name":{"kind":"Name","value":"isExplicit"}}]}}]}}]} as unknown as DocumentNode<EpisodeByIdQuery, EpisodeByIdQueryVariables>;
export const EpisodeTwiceByAliasDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EpisodeTwiceByAlias"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"first"},"name":{"kind":"Name","value":"episode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"second"},"name":{"kind":"Name","value":"episode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"heading"},"name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"isExplicit"}}]}}]}}]} as unknown as DocumentNode<EpisodeTwiceByAliasQuery, EpisodeTwiceByAliasQueryVariables>;
export const EpisodeByUriDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EpisodeByUri"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uri"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"episode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uri"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uri"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode<EpisodeByUriQuery, EpisodeByUriQueryVariables>;
export const EpisodeTitleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EpisodeTitle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"episode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode<EpisodeTitleQuery, EpisodeTitleQueryVariables>;
export const TwoEpisodesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TwoEpisodes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"good"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bad"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"good"},"name":{"kind":"Name","value":"episode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"good"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"bad"},"name":{"kind":"Name","value":"episode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bad"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode<TwoEpisodesQuery, TwoEpisodesQueryVariables>;
export const ShowByStationIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShowByStationId"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"stationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"show"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"stationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"stationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stationId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"authorEmail"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"image400Url"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"primary"}},{"kind":"Field","name":{"kind":"Name","value":"secondary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"rssFeedUrl"}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isDistributedOnPlatform"}},{"kind":"Field","name":{"kind":"Name","value":"hasPublishedEpisode"}},{"kind":"Field","name":{"kind":"Name","value":"distributionEligibilityForPaywalls"}}]}}]}}]}}]} as unknown as DocumentNode<ShowByStationIdQuery, ShowByStationIdQueryVariables>;
export const ShowByUriDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShowByUri"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uri"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"show"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uri"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uri"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stationId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ShowByUriQuery, ShowByUriQueryVariables>;
export const ShowWithBothKeysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShowWithBothKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"show"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"stationId"},"value":{"kind":"IntValue","value":"5001"}},{"kind":"Argument","name":{"kind":"Name","value":"uri"},"value":{"kind":"StringValue","value":"platform:show:x","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stationId"}}]}}]}}]} as unknown as DocumentNode<ShowWithBothKeysQuery, ShowWithBothKeysQueryVariables>;
export const UpdateEpisodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateEpisode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateEpisodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateEpisode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"descriptionMatches"}},{"kind":"Field","name":{"kind":"Name","value":"didChangePublishState"}},{"kind":"Field","name":{"kind":"Name","value":"shareUrl"}},{"kind":"Field","name":{"kind":"Name","value":"episode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"publishOn"}},{"kind":"Field","name":{"kind":"Name","value":"episodeType"}},{"kind":"Field","name":{"kind":"Name","value":"isExplicit"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateEpisodeMutation, UpdateEpisodeMutationVariables>;