import type { MessageKey } from "../../../i18n/messages.en.ts";
import { SHARE_POPUP_HEIGHT, SHARE_POPUP_WIDTH } from "../product-constants.ts";

// The lightbox's share panel, as in WooCommerce's PhotoSwipe skin: three networks and a download.

export interface ShareLink {
  id: "facebook" | "x" | "pinterest" | "download";
  label: MessageKey;
  href: string;
  /** Downloads are saved, not opened in a popup. */
  download: boolean;
}

/** `pageUrl` is the address being shared, `imageUrl` the picture's original, `text` its caption. */
export function shareLinks(pageUrl: string, imageUrl: string, text: string): ShareLink[] {
  const url = encodeURIComponent(pageUrl);
  const description = encodeURIComponent(text);
  return [
    { id: "facebook", label: "lightbox.shareFacebook", href: `https://www.facebook.com/sharer/sharer.php?u=${url}`, download: false },
    { id: "x", label: "lightbox.shareX", href: `https://x.com/intent/post?text=${description}&url=${url}`, download: false },
    {
      id: "pinterest",
      label: "lightbox.sharePinterest",
      href: `https://www.pinterest.com/pin/create/button/?url=${url}&media=${encodeURIComponent(imageUrl)}&description=${description}`,
      download: false,
    },
    { id: "download", label: "lightbox.download", href: imageUrl, download: true },
  ];
}

/** window.open features for a share popup centred horizontally on a screen `screenWidth` wide. */
export function sharePopupFeatures(screenWidth: number): string {
  const left = Math.max(0, Math.round((screenWidth - SHARE_POPUP_WIDTH) / 2));
  return `scrollbars=yes,resizable=yes,toolbar=no,location=yes,width=${SHARE_POPUP_WIDTH},height=${SHARE_POPUP_HEIGHT},top=100,left=${left}`;
}
