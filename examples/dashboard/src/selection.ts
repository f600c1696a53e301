/** What the main panel shows: one episode (editor, audio, chart) or one show (review queue, chart). */
export type Selection =
  | { kind: 'episode'; stationId: number; episodeId: number; title: string }
  | { kind: 'show'; stationId: number; name: string };

/** An episode this visit created (drafts are in no upstream list): shown under its show with its current state. */
export interface LocalEpisode {
  stationId: number;
  episodeId: number;
  title: string;
}
