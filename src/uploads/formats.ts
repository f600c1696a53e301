import type { JobKind } from '../jobs/types.js';

/**
 * What the upstream accepts (spec 8): media formats by extension and MIME type, image types at
 * the storage PUT, and size limits. Checked before any byte or upstream call moves.
 */

export type MediaClass = 'audio' | 'video' | 'image';

interface Format {
  extensions: readonly string[];
  /** MIME types browsers and common tools send for this format; the first is canonical. */
  mimeTypes: readonly string[];
  class: MediaClass;
}

const FORMATS: readonly Format[] = [
  { extensions: ['mp3'], mimeTypes: ['audio/mpeg', 'audio/mp3', 'audio/mpeg3', 'audio/x-mpeg-3'], class: 'audio' },
  { extensions: ['m4a'], mimeTypes: ['audio/mp4', 'audio/x-m4a', 'audio/m4a', 'audio/aac'], class: 'audio' },
  { extensions: ['aifc'], mimeTypes: ['audio/aiff', 'audio/x-aiff', 'audio/aifc', 'audio/x-aifc'], class: 'audio' },
  { extensions: ['aiff', 'aif'], mimeTypes: ['audio/aiff', 'audio/x-aiff'], class: 'audio' },
  { extensions: ['ogg', 'oga'], mimeTypes: ['audio/ogg', 'application/ogg', 'audio/vorbis', 'audio/x-ogg'], class: 'audio' },
  { extensions: ['wav'], mimeTypes: ['audio/wav', 'audio/x-wav', 'audio/wave', 'audio/vnd.wave'], class: 'audio' },
  { extensions: ['flac'], mimeTypes: ['audio/flac', 'audio/x-flac'], class: 'audio' },
  { extensions: ['mp4'], mimeTypes: ['video/mp4'], class: 'video' },
  { extensions: ['mov'], mimeTypes: ['video/quicktime'], class: 'video' },
  { extensions: ['png'], mimeTypes: ['image/png'], class: 'image' },
  { extensions: ['jpg', 'jpeg'], mimeTypes: ['image/jpeg'], class: 'image' },
];

const MiB = 1024 * 1024;

/**
 * Upstream limits (spec 8), in bytes. "500 MB" and "4 GB" are read as binary units, the
 * generous reading: the gateway must never refuse a file the upstream would take (a file
 * between the two readings is refused by storage itself, and the job says so).
 */
export const SIZE_LIMITS: Readonly<Record<MediaClass, number>> = {
  audio: 500 * MiB,
  video: 4 * 1024 * MiB,
  // The spec gives no image limit; this bound only protects the gateway.
  image: 50 * MiB,
};

const ACCEPTED: Readonly<Record<JobKind, readonly MediaClass[]>> = {
  EPISODE_AUDIO: ['audio'],
  EPISODE_VIDEO: ['video'],
  SHOW_COVER_ART: ['image'],
  EPISODE_THUMBNAIL: ['image'],
};

export interface FileCheck {
  fileName: string;
  mimeType: string;
  /** Declared size in bytes, when known. */
  size: number | null;
}

export interface AcceptedFile {
  class: MediaClass;
  /** The MIME type as sent to storage (lower-cased, parameters dropped). */
  mimeType: string;
  limitBytes: number;
}

export type FileVerdict = { ok: true; file: AcceptedFile } | { ok: false; field: 'file' | 'size'; message: string };

const extensionOf = (fileName: string) => {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
};

export const normaliseMime = (mime: string) => mime.split(';')[0]!.trim().toLowerCase();

/** The media class a file belongs to by extension and MIME type together, or null. */
export function classify(fileName: string, mimeType: string): MediaClass | null {
  const ext = extensionOf(fileName);
  const mime = normaliseMime(mimeType);
  const format = FORMATS.find((f) => f.extensions.includes(ext) && f.mimeTypes.includes(mime));
  return format ? format.class : null;
}

function describe(classes: readonly MediaClass[]): string {
  const formats = FORMATS.filter((f) => classes.includes(f.class));
  return formats.map((f) => `${f.extensions[0]} (${f.mimeTypes[0]})`).join(', ');
}

/** Checks one file for one kind of upload: format by extension and MIME type, then size. */
export function checkFile(kind: JobKind, file: FileCheck, limits: Readonly<Record<MediaClass, number>> = SIZE_LIMITS): FileVerdict {
  const accepted = ACCEPTED[kind];
  const cls = classify(file.fileName, file.mimeType);
  if (!cls || !accepted.includes(cls)) {
    return {
      ok: false,
      field: 'file',
      message: `Unsupported file: the name's extension and the MIME type must both be one of ${describe(accepted)}.`,
    };
  }
  const limitBytes = limits[cls];
  if (file.size !== null) {
    if (!Number.isSafeInteger(file.size) || file.size <= 0) {
      return { ok: false, field: 'size', message: 'size must be a positive whole number of bytes.' };
    }
    if (file.size > limitBytes) {
      return { ok: false, field: 'size', message: `The file is ${file.size} bytes; ${cls} files may be at most ${limitBytes} bytes.` };
    }
  }
  return { ok: true, file: { class: cls, mimeType: normaliseMime(file.mimeType), limitBytes } };
}

/** The kind of job a media file makes (publishEpisodeWithMedia takes either). */
export function mediaKindOf(fileName: string, mimeType: string): JobKind | null {
  const cls = classify(fileName, mimeType);
  return cls === 'audio' ? 'EPISODE_AUDIO' : cls === 'video' ? 'EPISODE_VIDEO' : null;
}
