import type { CommentRecord, EpisodeRecord, EpisodeType, ShowRecord, Store } from './model.js';

/** Tokens the sandbox accepts. The first is the one the gateway's start banner prints. */
export const SANDBOX_TOKENS = {
  creator: 'sbx-creator-7f3a9c2e',
  other: 'sbx-other-51b8d0aa',
  /** Creator's token as issued by the connector flow: REST `GET /v3/stations/status` refuses it (4.28). */
  connector: 'sbx-connector-c41e96d2',
} as const;

export const SANDBOX_USER_IDS = { creator: 1001, other: 2002 } as const;

/** mulberry32: a tiny seeded PRNG so the seeded world is the same on every start. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
function platformId(rand: () => number): string {
  let id = '';
  for (let i = 0; i < 22; i++) id += BASE62[Math.floor(rand() * 62)];
  return id;
}

const SHOW_SPECS = [
  { stationId: 5001, userId: 1001, name: 'The Night Shift', slug: 'the-night-shift', category: 'Arts|Books', episodes: 40 },
  { stationId: 5002, userId: 1001, name: 'Garden Talk', slug: 'garden-talk', category: 'Leisure|Home & Garden', episodes: 24 },
  { stationId: 5003, userId: 1001, name: 'Code and Coffee', slug: 'code-and-coffee', category: 'Technology|Software', episodes: 18 },
  { stationId: 5101, userId: 2002, name: 'Other Creator Hour', slug: 'other-creator-hour', category: 'News|Daily News', episodes: 12 },
] as const;

const TOPICS = ['Beginnings', 'Late Arrivals', 'The Long Road', 'Small Hours', 'Open Questions', 'Echoes', 'Field Notes', 'Second Draft'];
const LISTENERS = ['mara', 'jonas', 'li', 'ayo', 'ines', 'kofi', 'noor', 'tomas'];
const DAY = 86_400;

/** Builds the seeded world. `nowSeconds` anchors published and scheduled dates. */
export function seedStore(nowSeconds: number = Math.floor(Date.now() / 1000)): Store {
  const rand = prng(20261122);
  const today = nowSeconds - (nowSeconds % DAY);
  const store: Store = {
    accounts: new Map([
      [SANDBOX_USER_IDS.creator, { userId: SANDBOX_USER_IDS.creator, token: SANDBOX_TOKENS.creator, name: 'Sandbox Creator', connectorToken: SANDBOX_TOKENS.connector }],
      [SANDBOX_USER_IDS.other, { userId: SANDBOX_USER_IDS.other, token: SANDBOX_TOKENS.other, name: 'Other Creator' }],
    ]),
    shows: new Map(),
    episodes: new Map(),
    comments: new Map(),
    polls: new Map(),
    uploads: new Map(),
    objects: new Map(),
    objectHeads: new Map(),
    nextEpisodeId: 900_000,
    nextCommentSeq: 1,
  };

  let episodeId = 700_000;
  for (const spec of SHOW_SPECS) {
    const show: ShowRecord = {
      stationId: spec.stationId,
      userId: spec.userId,
      platformShowId: platformId(rand),
      webStationId: spec.slug,
      podcastName: spec.name,
      podcastDescription: `${spec.name}: conversations recorded after dark.`,
      podcastAuthorName: spec.userId === SANDBOX_USER_IDS.creator ? 'Sandbox Creator' : 'Other Creator',
      podcastAuthorEmail: `creator${spec.userId}@example.test`,
      podcastImage: `https://images.example.test/shows/${spec.stationId}/cover.png`,
      podcastCategory: spec.category,
      podcastLanguage: 'en',
      podcastEpisodeIsExplicit: false,
      isCommentsEnabled: true,
      moderationPolicy: 'SOME_FILTERING',
      createdAt: today - 400 * DAY,
      blockedUsers: new Set(),
    };
    store.shows.set(show.stationId, show);

    // Oldest first: most published, then a few scheduled, then drafts.
    const drafts = Math.max(2, Math.floor(spec.episodes / 8));
    const scheduled = Math.max(2, Math.floor(spec.episodes / 8));
    const published = spec.episodes - drafts - scheduled;
    for (let i = 0; i < spec.episodes; i++) {
      episodeId += 1 + Math.floor(rand() * 5);
      const state = i < published ? 'published' : i < published + scheduled ? 'scheduled' : 'draft';
      const type: EpisodeType = i === 0 ? 'trailer' : i % 7 === 3 ? 'bonus' : 'full';
      const topic = TOPICS[Math.floor(rand() * TOPICS.length)];
      const episode: EpisodeRecord = {
        episodeId,
        stationId: spec.stationId,
        platformEpisodeId: platformId(rand),
        title: `${spec.name} #${i + 1}: ${topic}`,
        description: `<p>Episode ${i + 1} of ${spec.name}.<br />Notes at <a href="https://example.test/${episodeId}" rel="ugc noopener noreferrer" target="_blank">our site</a>.</p>`,
        isPublished: state === 'published',
        publishOn:
          state === 'published'
            ? today - (published - i) * 7 * DAY + 9 * 3600
            : state === 'scheduled'
              ? today + (i - published + 1) * 7 * DAY + 9 * 3600
              : null,
        podcastEpisodeType: type,
        podcastEpisodeIsExplicit: i % 5 === 4,
        containsSponsoredContent: i % 6 === 5,
        hourOffset: 0,
        createdAt: today - (spec.episodes - i) * 7 * DAY - 3 * DAY,
        media:
          state === 'draft'
            ? null
            : { uploadId: `seed-${episodeId}`, mediaType: 'audio', durationInMilliseconds: 600_000 + Math.floor(rand() * 3_000_000) },
        thumbnailUrl: null,
      };
      store.episodes.set(episodeId, episode);

      if (state === 'published') seedComments(store, episode, rand);
      if (state === 'published' && i % 4 === 1) {
        store.polls.set(episodeId, {
          episodeId,
          question: `What should episode ${i + 2} cover?`,
          type: i % 8 === 1 ? 'SINGLE_CHOICE' : 'MULTIPLE_CHOICE',
          options: ['More interviews', 'Listener questions', 'A live show'].map((description) => ({
            description,
            voteCount: Math.floor(rand() * 200),
          })),
          openingDate: episode.publishOn!,
          closingDate: episode.publishOn! + 14 * DAY,
        });
      }
    }
  }
  return store;
}

function seedComments(store: Store, episode: EpisodeRecord, rand: () => number): void {
  const count = Math.floor(rand() * 6);
  for (let c = 0; c < count; c++) {
    const username = LISTENERS[Math.floor(rand() * LISTENERS.length)];
    const needsReview = rand() < 0.25;
    const createDate = (episode.publishOn! + 3600 + c * 1800) * 1000;
    const comment: CommentRecord = {
      commentId: `c${String(store.nextCommentSeq++).padStart(6, '0')}`,
      episodeId: episode.episodeId,
      parentCommentId: null,
      username: `user-${username}`,
      userFullName: username[0].toUpperCase() + username.slice(1),
      commentStr: needsReview ? 'Check out my channel for free stuff!!!' : `Loved this one, especially the part about ${episode.title.split(': ')[1] ?? 'it'}.`,
      language: 'en',
      state: needsReview ? 'needs review' : 'published',
      initialModerationState: needsReview ? 'needs review' : 'published',
      createDate,
      approvalDate: needsReview ? null : createDate + 60_000,
      isRead: rand() < 0.5,
      isPinned: false,
      hasParentEntityReacted: rand() < 0.3,
      containsBlockedWords: needsReview,
      isAnySensitivityPolicyInitiallyViolated: needsReview,
    };
    store.comments.set(comment.commentId, comment);
    if (!needsReview && rand() < 0.3) {
      const reply: CommentRecord = {
        ...comment,
        commentId: `c${String(store.nextCommentSeq++).padStart(6, '0')}`,
        parentCommentId: comment.commentId,
        username: null,
        userFullName: null,
        commentStr: 'Thank you for listening!',
        createDate: createDate + 7_200_000,
        approvalDate: createDate + 7_200_000,
        isRead: true,
        hasParentEntityReacted: false,
        containsBlockedWords: false,
        isAnySensitivityPolicyInitiallyViolated: false,
      };
      store.comments.set(reply.commentId, reply);
    }
  }
}
