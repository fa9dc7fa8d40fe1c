import type { ImageSize } from '@vsf/engine';

/** A role or state flag as the API sends it: 1 yes, 0 no. */
export type Flag = 0 | 1;

/** A flag the API accepts: 0/1, true/false, or '0'/'1' as a form sends it. */
export type FlagInput = boolean | Flag | '0' | '1';

/** A call that takes no fields. */
export type NoInput = Record<string, never>;

/** The answer of a refused call, whatever its HTTP status: a Norwegian text for the user. */
export interface ApiFailure {
  success: false;
  msg: string;
}

/** What a JSON call answers: `{success: true, ...answer}` or a refusal. */
export type ApiResult<Answer extends object> = ({ success: true } & Answer) | ApiFailure;

/**
 * A call that answers a file (an image, a PDF, a document) with this media type instead of
 * the JSON envelope; the browser loads it by URL, not through the API client.
 */
export interface FileAnswer<MediaType extends string> {
  readonly file: MediaType;
}

/** A file part of a multipart form (the upload calls). */
export interface FormFile {
  readonly formFile: true;
}

/** A picture in an article's gallery or a call's answer: its id, URL and size. */
export interface StoredImage {
  id: number;
  path: string;
  size: ImageSize | null;
}

/** A call whose answer is only the confirmation text for the user. */
export interface Confirmation {
  msg: string;
}
