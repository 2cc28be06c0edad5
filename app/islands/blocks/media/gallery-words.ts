/** The lightbox's words, handed to the blocks script in the gallery's data-lightbox-words attribute. */
export interface GalleryLightboxWords {
  label: string;
  close: string;
  zoom: string;
  previous: string;
  next: string;
  /** "%s" stands for the picture's number. */
  loadError: string;
}
