/**
 * The sandbox's in-memory world: one store shared by the REST, GraphQL and storage simulators,
 * so that a write through one interface is visible through the others, as upstream.
 */

export type EpisodeType = 'full' | 'trailer' | 'bonus';
export type ModerationState = 'needs review' | 'published';
export type ModerationPolicy = 'NO_FILTERING' | 'SOME_FILTERING' | 'MAXIMUM_FILTERING';

export interface Account {
  userId: number;
  /** Bearer token the sandbox accepts for this account. */
  token: string;
  name: string;
  /** A second token for this account, as issued by the connector flow (REST spec 5, 4.28). */
  connectorToken?: string;
}

export interface ShowRecord {
  stationId: number;
  userId: number;
  /** Platform show ID: the last segment of `platform:show:<id>`. */
  platformShowId: string;
  webStationId: string;
  podcastName: string;
  podcastDescription: string;
  podcastAuthorName: string;
  podcastAuthorEmail: string;
  podcastImage: string;
  podcastCategory: string;
  podcastLanguage: string;
  podcastEpisodeIsExplicit: boolean;
  isCommentsEnabled: boolean;
  moderationPolicy: ModerationPolicy;
  createdAt: number;
  /** Usernames blocked from commenting on this show. */
  blockedUsers: Set<string>;
}

export interface EpisodeRecord {
  episodeId: number;
  stationId: number;
  platformEpisodeId: string;
  title: string;
  /** HTML, as stored (after the server-side rewriting of 2.3). */
  description: string;
  isPublished: boolean;
  /** Unix seconds; null when not scheduled/published. */
  publishOn: number | null;
  podcastEpisodeType: EpisodeType;
  podcastEpisodeIsExplicit: boolean;
  containsSponsoredContent: boolean;
  hourOffset: number;
  createdAt: number;
  /** Media attached by a completed upload. */
  media: { uploadId: string; mediaType: 'audio' | 'video'; durationInMilliseconds: number } | null;
  thumbnailUrl: string | null;
  /** True for episodes made through the create endpoint (4.19); the update answers `isHostCreate`. */
  createdViaApi?: boolean;
  /** `publishOn` as last written by the sponsored-content PUT (4.17), corruption included. */
  sponsoredPublishOn?: number;
}

export interface CommentRecord {
  commentId: string;
  episodeId: number;
  /** Parent comment for replies; null for root comments. */
  parentCommentId: string | null;
  /** Listener's opaque username, or null when posted by the show. */
  username: string | null;
  userFullName: string | null;
  commentStr: string;
  language: string;
  state: ModerationState;
  initialModerationState: ModerationState;
  /** Unix milliseconds. */
  createDate: number;
  approvalDate: number | null;
  isRead: boolean;
  isPinned: boolean;
  hasParentEntityReacted: boolean;
  containsBlockedWords: boolean;
  isAnySensitivityPolicyInitiallyViolated: boolean;
}

export interface PollRecord {
  episodeId: number;
  question: string;
  type: 'SINGLE_CHOICE' | 'MULTIPLE_CHOICE';
  options: { description: string; voteCount: number }[];
  openingDate: number;
  closingDate: number;
}

export type UploadKind = 'audio' | 'video' | 'show-image' | 'episode-image';
export type UploadStatus = 'awaiting-bytes' | 'stored' | 'processing' | 'completed' | 'failed';

export interface UploadRecord {
  uploadId: string;
  kind: UploadKind;
  userId: number;
  episodeId: number | null;
  stationId: number | null;
  filename: string;
  mimeType: string;
  /** Storage object key the signed URL points at. */
  objectKey: string;
  /** Unix ms after which the signed URL is refused. */
  signedUrlExpiresAt: number;
  status: UploadStatus;
  size: number | null;
  etag: string | null;
  /** Unix ms of the process_upload notification. */
  notifiedAt: number | null;
  failureReason: string | null;
}

export interface Store {
  accounts: Map<number, Account>;
  shows: Map<number, ShowRecord>;
  episodes: Map<number, EpisodeRecord>;
  comments: Map<string, CommentRecord>;
  polls: Map<number, PollRecord>;
  uploads: Map<string, UploadRecord>;
  /** Storage objects by key: size and ETag only; bytes are counted, hashed and dropped... */
  objects: Map<string, { size: number; etag: string; contentType: string }>;
  /** ...but for each object's first few hundred kB, from which media validation reads an audio file's length. */
  objectHeads: Map<string, Buffer>;
  /** Next numeric IDs handed out by creation endpoints. */
  nextEpisodeId: number;
  nextCommentSeq: number;
}
