// The words of the media blocks (gallery, audio, video, video embeds), their editor fields, the
// builder dialog and the media scripts (decision 047). Spread into content-messages.en.ts, so
// contentText() reads them like the other blocks' words; kept in their own file so the media
// blocks' additions merge apart from the other block types'.

export const mediaContentMessages = {
  "content.type.gallery": "Image gallery",
  "content.type.audio": "Audio",
  "content.type.video": "Video",
  "content.type.videoEmbed": "Video from YouTube or Vimeo",
  "content.field.imageFile": "Image address (full size)",
  "content.field.width": "Width in pixels",
  "content.field.height": "Height in pixels",
  "content.field.mediaTitle": "Title",
  "content.field.mediaSrc": "File address",
  "content.field.mediaSrcHint": "One file per item; list the same recording in several formats (.mp3, .ogg, .mp4, .webm…) and each browser plays the first it can.",
  "content.field.poster": "Poster image address (optional)",
  "content.field.captions": "Captions file address (.vtt, optional)",
  "content.field.videoUrl": "YouTube or Vimeo address",
  "content.field.videoUrlHint": "For example https://www.youtube.com/watch?v=… or https://vimeo.com/….",
  "content.error.unknown_media_format": "Please give a file ending in a known format: .mp3, .m4a, .aac, .ogg, .opus, .wav, .weba or .flac for audio, .mp4, .m4v, .webm, .ogv or .mov for video, .vtt for captions.",
  "content.error.invalid_video_url": "Please enter the https address of a YouTube or Vimeo video.",
  "media.openPicture": "Open picture %1$s of %2$s in the lightbox",
  "media.lightbox.label": "Picture gallery",
  "media.lightbox.close": "Close (Esc)",
  "media.lightbox.zoom": "Zoom in or out (z)",
  "media.lightbox.previous": "Previous picture (arrow left)",
  "media.lightbox.next": "Next picture (arrow right)",
  "media.lightbox.loadError": "The image #%s could not be loaded.",
  "media.playVideo": "Play video: %s",
  "media.watchOn": "Watch on %s",
  "media.noRenderer": "No renderer found",
  "media.download": "Download %s",
  "builder.dialogTitle": "Edit block: %s",
  "builder.close": "Close",
  "builder.saved": "Block saved.",
  "builder.loadFailed": "The block's form could not be loaded. Use Edit in backend instead.",
  "builder.saveFailed": "The block could not be saved. Please try again.",
} as const;
