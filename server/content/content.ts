export interface ContentPage {
  id: number;
  slug: string;
  title: string;
  /** Trusted HTML written by the shop's editors. */
  content: string;
  menuOrder: number;
  updatedAt: string;
}

export interface ContentPageInput {
  slug: string;
  title: string;
  content: string;
  menuOrder: number;
}

/** The fields of the edit form; a failure names the one to show the error beside. */
export type PageEditField = "title" | "content";
