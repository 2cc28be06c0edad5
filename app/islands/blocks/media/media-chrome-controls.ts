import "media-chrome/dist/media-controller.js";
import "media-chrome/dist/media-control-bar.js";
import "media-chrome/dist/media-play-button.js";
import "media-chrome/dist/media-time-range.js";
import "media-chrome/dist/media-time-display.js";
import "media-chrome/dist/media-mute-button.js";
import "media-chrome/dist/media-volume-range.js";
import "media-chrome/dist/media-captions-button.js";
import "media-chrome/dist/media-fullscreen-button.js";

// media-chrome's controls around an audio or video element: one player look for both, each
// control a labelled button or slider reachable by Tab and driven by Space, Enter and the arrows.
// Only the components used are imported (a chunk of the blocks build, loaded where a player is).

function element(name: string, attributes: Record<string, string> = {}): HTMLElement {
  const created = document.createElement(name);
  for (const [key, value] of Object.entries(attributes)) created.setAttribute(key, value);
  return created;
}

export function addMediaChromeControls(media: HTMLAudioElement | HTMLVideoElement): void {
  const isVideo = media instanceof HTMLVideoElement;
  const controller = element("media-controller", isVideo ? {} : { audio: "" });
  controller.className = "block-media__controller";
  media.replaceWith(controller);
  media.slot = "media";
  media.controls = false;
  controller.append(media);
  const bar = element("media-control-bar");
  bar.append(element("media-play-button"), element("media-time-range"), element("media-time-display", { showduration: "" }), element("media-mute-button"), element("media-volume-range"));
  if (isVideo) {
    if (media.querySelector("track")) bar.append(element("media-captions-button"));
    bar.append(element("media-fullscreen-button"));
  }
  controller.append(bar);
}
