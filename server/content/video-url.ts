// A video provider's address, reduced to the provider and the video's id (issue 12, spec §7). Only
// the id, checked against the provider's own alphabet, reaches the page: the embed and watch
// addresses are rebuilt from it, so nothing an editor types ends up in an iframe's src.

export type VideoProvider = "youtube" | "vimeo";

export interface VideoRef {
  provider: VideoProvider;
  id: string;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const YOUTUBE_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com", "youtube-nocookie.com", "www.youtube-nocookie.com"]);
const VIMEO_HOSTS = new Set(["vimeo.com", "www.vimeo.com", "player.vimeo.com"]);

function youtubeId(url: URL): string | null {
  if (url.hostname === "youtu.be") return url.pathname.slice(1);
  if (!YOUTUBE_HOSTS.has(url.hostname)) return null;
  if (url.pathname === "/watch") return url.searchParams.get("v");
  const match = /^\/(?:embed|shorts|live)\/([^/]+)\/?$/.exec(url.pathname);
  return match?.[1] ?? null;
}

function vimeoId(url: URL): string | null {
  if (!VIMEO_HOSTS.has(url.hostname)) return null;
  const match = (url.hostname === "player.vimeo.com" ? /^\/video\/([^/]+)\/?$/ : /^\/([^/]+)\/?$/).exec(url.pathname);
  return match?.[1] ?? null;
}

/** The video an https YouTube or Vimeo address shows, or null for anything else. */
export function parseVideoUrl(address: string): VideoRef | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" || url.username !== "" || url.password !== "" || url.port !== "") return null;
  const youtube = youtubeId(url);
  if (youtube !== null && YOUTUBE_ID.test(youtube)) return { provider: "youtube", id: youtube };
  const vimeo = vimeoId(url);
  if (vimeo !== null && VIMEO_ID.test(vimeo)) return { provider: "vimeo", id: vimeo };
  return null;
}

/** Where the facade links without JavaScript: the video on the provider's site. */
export function videoWatchUrl(video: VideoRef): string {
  return video.provider === "youtube" ? `https://www.youtube.com/watch?v=${video.id}` : `https://vimeo.com/${video.id}`;
}

/** The provider's player, loaded only when the shopper presses play; it starts at once. */
export function videoEmbedUrl(video: VideoRef): string {
  return video.provider === "youtube" ? `https://www.youtube-nocookie.com/embed/${video.id}?autoplay=1` : `https://player.vimeo.com/video/${video.id}?autoplay=1`;
}

/** YouTube's own still for the facade (an image, not the player). */
export function youtubePosterUrl(id: string): string {
  return `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;
}
