import type { AudioBlock, VideoBlock } from "../../../../server/content/blocks.ts";
import { mediaMimeType } from "../../../../server/content/media-formats.ts";
import { contentText } from "../../../i18n/content-messages.en.ts";

// Audio and video (decision 047): the browser's own player with every file and its type, so it
// works without JavaScript. The blocks script checks that one file can play (otherwise it shows
// "No renderer found", spec §8) and puts media-chrome's accessible controls around it.

export function MediaPlayerBlockView({ block }: { block: AudioBlock | VideoBlock }) {
  const kind = block.type;
  const sources = block.items.map((item) => (
    <source key={item.src} src={item.src} type={mediaMimeType(item.src, kind) ?? undefined} />
  ));
  const fallback = (
    <a href={block.items[0]?.src}>{contentText("media.download", block.title)}</a>
  );
  return (
    <figure className={`block-media block-media--${kind}`} data-media-player={kind}>
      <div className="block-media__player">
        {kind === "video" ? (
          // Captions are the editor's to give (the block's optional .vtt file): the rule cannot see a conditional track.
          // eslint-disable-next-line jsx-a11y/media-has-caption
          <video controls preload="metadata" playsInline poster={block.poster === "" ? undefined : block.poster} aria-label={block.title} slot="media">
            {sources}
            {block.captions !== "" && <track kind="captions" src={block.captions} srcLang="en" label={block.title} default />}
            {fallback}
          </video>
        ) : (
          // Audio has no captions track: its title names it, and a transcript belongs in the page's text.
          // eslint-disable-next-line jsx-a11y/media-has-caption
          <audio controls preload="metadata" aria-label={block.title} slot="media">
            {sources}
            {fallback}
          </audio>
        )}
      </div>
      <p className="block-media__none" role="status" hidden>
        {contentText("media.noRenderer")}
      </p>
      <figcaption>{block.title}</figcaption>
    </figure>
  );
}
