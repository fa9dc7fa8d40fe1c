/**
 * Every limit the spec states, in one place, so the API's schemas, the web's inputs and
 * the rules page read the same numbers. Lengths are in characters and inclusive.
 */

export const USERNAME_LENGTH = { min: 3, max: 20 } as const;
export const TEAM_NAME_LENGTH = { min: 3, max: 30 } as const;
export const PASSWORD_LENGTH = { min: 5, max: 20 } as const;
/** Login inputs longer than this are ignored rather than sent (001 §5). */
export const LOGIN_INPUT_MAX_LENGTH = 20;
export const COMMENT_MAX_LENGTH = 500;
/** Comments loaded per article (000 §9). */
export const COMMENTS_PER_ARTICLE = 50;
export const LEAGUE_NAME_LENGTH = { min: 3, max: 50 } as const;
/** A code is required, and kept, only for a private league. */
export const LEAGUE_CODE_MIN_LENGTH = 3;
export const LEAGUE_PRIVATE = 1;
export const LEAGUE_PUBLIC = 0;
export const ARTICLE_TITLE_MAX_LENGTH = 100;
export const POLL_ALTERNATIVES = { min: 2, max: 10 } as const;
export const ROUND_MIN = 1;
export const JERSEY_NUMBER_MIN = 0;
/** Round count used when a season's fixtures say nothing yet (001 §9). */
export const DEFAULT_LAST_ROUND = 18;
export const TEAM_SIZE = 7;
/** Top lists (teams and most used players) show this many rows. */
export const TOP_LIST_SIZE = 7;
/** Yellow cards a player can get in one match; a red cannot come with both. */
export const MAX_YELLOW_CARDS_PER_MATCH = 2;
/** One red card at most: a second booking is entered as two yellows. */
export const MAX_RED_CARDS_PER_MATCH = 1;
/** The combination view: the main player and up to 6 others. */
export const MAX_COMBINATION_PLAYERS = 7;
/** Feed page size, and how much it grows at the bottom of the scroll (000 §9). */
export const FEED_PAGE_SIZE = 10;
/** Post 4 is the fantasy feed; posts 1 to 4 are the club feeds (DESIGN §4). */
export const FANTASY_FEED_POST_ID = 4;
export const isFeedPost = (postID: number): boolean => postID >= 1 && postID <= FANTASY_FEED_POST_ID;
/** User 2 is the bot that posts automatic messages. */
export const BOT_USER_ID = 2;
/** Activity announcements wait 1 to 10 s, in whole seconds (DESIGN §4). */
export const ANNOUNCEMENT_DELAY_SECONDS = { min: 1, max: 10 } as const;
/** Screens narrower than this (non-phones) or than the phone minimum see the 'too fancy' message. */
export const DEVICE_MIN_WIDTH_PX = 900;
export const PHONE_MIN_WIDTH_PX = 320;
/**
 * Pictures the server stores (it checks their first bytes); browsers check the same list
 * before sending. SVG is text that can carry script, so it is not among them.
 */
export const UPLOAD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type UploadImageType = (typeof UPLOAD_IMAGE_TYPES)[number];
export const UPLOAD_IMAGE_TYPE_MESSAGE = 'Bildet må være PNG, JPEG, WebP eller GIF.';
export const isUploadImageType = (type: string): type is UploadImageType =>
  (UPLOAD_IMAGE_TYPES as readonly string[]).includes(type);
/**
 * The widths, in pixels, a stored picture is also kept in (`GET /api/images/{id}?w=…`), so a
 * phone loads a small file; the widest is the largest side a picture is stored at.
 */
export const IMAGE_WIDTHS = [320, 640, 1024, 1600] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export const IMAGE_WIDTH_MESSAGE = `Ugyldig bildebredde: velg ${IMAGE_WIDTHS.slice(0, -1).join(', ')} eller ${IMAGE_WIDTHS.at(-1)}.`;
export const isImageWidth = (width: number): width is ImageWidth => (IMAGE_WIDTHS as readonly number[]).includes(width);
/** The earliest season in the fixed season lists (000 §9). */
export const FIRST_SEASON = 2004;

/** True when the length of the text is within the inclusive range. */
export function isLengthWithin(text: string, range: { min: number; max: number }): boolean {
  return text.length >= range.min && text.length <= range.max;
}
