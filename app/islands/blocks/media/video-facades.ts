// YouTube and Vimeo blocks (decision 047, spec §7): the facade is a link to the video on the
// provider's site; with JavaScript it is a play button that puts the provider's player in its
// place, so neither the provider's frame nor its scripts load until a shopper asks to play.

const FACADE = "a[data-video-embed]";

function play(facade: HTMLAnchorElement): void {
  const frame = document.createElement("iframe");
  // The address was built on the server from a checked video id (server/content/video-url.ts).
  frame.src = facade.dataset.videoEmbed ?? "";
  frame.title = facade.dataset.videoTitle ?? "";
  frame.className = "video-facade__frame";
  frame.allow = "accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture; fullscreen";
  frame.allowFullscreen = true;
  frame.referrerPolicy = "strict-origin-when-cross-origin";
  facade.replaceWith(frame);
  frame.focus();
}

export function startVideoFacades(): void {
  const facades = document.querySelectorAll<HTMLAnchorElement>(FACADE);
  for (const facade of facades) facade.setAttribute("role", "button");
  if (facades.length === 0) return;
  document.addEventListener("click", (event) => {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const facade = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(FACADE) : null;
    if (!facade) return;
    event.preventDefault();
    play(facade);
  });
  // A button answers Space as well as Enter (Enter already clicks the link).
  document.addEventListener("keydown", (event) => {
    const facade = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(FACADE) : null;
    if (!facade || event.key !== " ") return;
    event.preventDefault();
    play(facade);
  });
}
