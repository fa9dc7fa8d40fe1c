/** The home page's articles (000 §2): the carousel's 3 newest and the feed's next 4. */
export const HOME_POSTS = 7;
