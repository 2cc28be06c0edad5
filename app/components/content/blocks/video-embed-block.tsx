import type { VideoEmbedBlock } from "../../../../server/content/blocks.ts";
import { parseVideoUrl, videoEmbedUrl, videoWatchUrl, youtubePosterUrl } from "../../../../server/content/video-url.ts";
import { contentText } from "../../../i18n/content-messages.en.ts";
import { Icon } from "../../ui/icons.tsx";

// A YouTube or Vimeo video behind a facade (decision 047, spec §7): a still and a play button
// that link to the video on the provider's site. Nothing of the provider's player loads until a
// shopper presses play; the blocks script then swaps the facade for the provider's frame.

const PROVIDER_NAMES = { youtube: "YouTube", vimeo: "Vimeo" } as const;

export function VideoEmbedBlockView({ block }: { block: VideoEmbedBlock }) {
  const video = parseVideoUrl(block.url);
  // The schema accepts only addresses that parse; a block that does not is not shown.
  if (video === null) return null;
  const poster = block.poster !== "" ? block.poster : video.provider === "youtube" ? youtubePosterUrl(video.id) : "";
  return (
    <figure className="block-video-embed">
      <a className="video-facade" href={videoWatchUrl(video)} data-video-embed={videoEmbedUrl(video)} data-video-title={block.title}>
        {poster !== "" && <img className="video-facade__poster" src={poster} alt="" loading="lazy" decoding="async" />}
        <span className="video-facade__play">
          <Icon name="play" size={32} />
        </span>
        <span className="video-facade__label">{contentText("media.playVideo", block.title)}</span>
        <span className="visually-hidden"> ({contentText("media.watchOn", PROVIDER_NAMES[video.provider])})</span>
      </a>
      <figcaption>{block.title}</figcaption>
    </figure>
  );
}
