// Audio and video blocks (decision 047, spec §8): a player whose files none can play says "No
// renderer found" instead; the others get media-chrome's controls (keyboard operable, labelled),
// fetched only when such a block is on the page. Without JavaScript the browser's own controls stay.

type MediaElement = HTMLAudioElement | HTMLVideoElement;

/** How often a player that has loaded nothing yet is checked for having failed. */
const FAILURE_CHECK_MS = 250;

function showNoRenderer(figure: HTMLElement): void {
  const player = figure.querySelector<HTMLElement>(".block-media__player");
  const media = player?.querySelector<MediaElement>("audio, video");
  // Stop fetching what cannot play; the player's place goes to the message.
  media?.pause();
  media?.removeAttribute("src");
  if (player) player.hidden = true;
  const message = figure.querySelector<HTMLElement>(".block-media__none");
  if (message) message.hidden = false;
}

/** Whether the browser says it might play one of the files (by type, before fetching any). */
function canPlayOne(media: MediaElement): boolean {
  return [...media.querySelectorAll("source")].some((source) => source.type === "" || media.canPlayType(source.type) !== "");
}

function hasFailed(media: MediaElement): boolean {
  return media.error !== null || media.networkState === HTMLMediaElement.NETWORK_NO_SOURCE;
}

/** Whether the player can go on: watches for every file failing to load or decode. */
function watchFailure(figure: HTMLElement, media: MediaElement): boolean {
  if (!canPlayOne(media) || hasFailed(media)) {
    showNoRenderer(figure);
    return false;
  }
  // One check for every way a failure shows: the element's error, the last source's error (with
  // <source> children the element reports none), and, since Chromium fires neither when a file
  // answers 404 after the player stalled (it only sets NETWORK_NO_SOURCE), a look a few times a
  // second until the player has loaded something.
  const watch = window.setInterval(() => {
    if (media.readyState === HTMLMediaElement.HAVE_NOTHING) check();
    else window.clearInterval(watch);
  }, FAILURE_CHECK_MS);
  const check = () => {
    if (!hasFailed(media)) return;
    window.clearInterval(watch);
    showNoRenderer(figure);
  };
  media.querySelector("source:last-of-type")?.addEventListener("error", check);
  media.addEventListener("error", check);
  return true;
}

export function startMediaPlayers(): void {
  const playable: Array<{ figure: HTMLElement; media: MediaElement }> = [];
  for (const figure of document.querySelectorAll<HTMLElement>("[data-media-player]")) {
    const media = figure.querySelector<MediaElement>("audio, video");
    if (media && watchFailure(figure, media)) playable.push({ figure, media });
  }
  if (playable.length === 0) return;
  import("./media-chrome-controls.ts")
    .then(({ addMediaChromeControls }) => {
      for (const { figure, media } of playable) if (!figure.querySelector(".block-media__player")?.hasAttribute("hidden")) addMediaChromeControls(media);
    })
    .catch((error: unknown) => console.error("The media player's controls could not load; the browser's own stay", error));
}
