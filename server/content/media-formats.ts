// The audio and video formats the media blocks take, by file ending. The player tells the browser
// each file's type, so it can skip what it cannot play without downloading it (canPlayType).

export type MediaKind = "audio" | "video";

const FORMATS: Record<MediaKind, Record<string, string>> = {
  audio: { mp3: "audio/mpeg", m4a: "audio/mp4", aac: "audio/aac", ogg: "audio/ogg", oga: "audio/ogg", opus: "audio/ogg", wav: "audio/wav", weba: "audio/webm", flac: "audio/flac" },
  video: { mp4: "video/mp4", m4v: "video/mp4", webm: "video/webm", ogv: "video/ogg", mov: "video/quicktime" },
};

/** The MIME type of a media file by its ending (query and fragment ignored), or null when unknown. */
export function mediaMimeType(src: string, kind: MediaKind): string | null {
  const path = src.split(/[?#]/, 1)[0] ?? "";
  const ending = /\.([a-z0-9]{2,5})$/i.exec(path)?.[1]?.toLowerCase();
  return ending === undefined ? null : (FORMATS[kind][ending] ?? null);
}
