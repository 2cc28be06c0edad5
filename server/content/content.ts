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
