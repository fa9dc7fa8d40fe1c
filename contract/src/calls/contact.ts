import type { ContactMethod } from '@vsf/engine';
import type { NoInput } from './common';

/** A contact row as the club page shows it; id is its position + 1 (002 §3). */
export interface ContactInfoRow {
  id: number;
  contactMethod: string;
  contactValue: string;
}

export interface NewsItem {
  isoDate: string | null;
  link: string | null;
  title: string;
  content: string;
}

/** The football association's news feed, read on the server. */
export interface NewsFeed {
  /** false: the club has no feed (no NEWS_FEED_URL, not the demo); the home page shows no box. */
  configured: boolean;
  /** false: no feed is configured, or it could not be read just now. */
  available: boolean;
  items: NewsItem[];
}

export interface ContactCalls {
  fetchContactInfo: {
    input: NoInput;
    answer: { contactInfo: ContactInfoRow[] };
  };
  replaceContactInfo: {
    input: { contactInfo: { contactMethod: ContactMethod; contactValue: string }[] };
    answer: { msg: string };
  };
  deleteContactTableData: {
    input: NoInput;
    answer: Record<string, never>;
  };
  saveContactInfo: {
    input: { contactMethod: ContactMethod; contactValue: string; id: number };
    answer: { msg: string };
  };
  fetchNewsFeed: {
    input: NoInput;
    answer: NewsFeed;
  };
}
