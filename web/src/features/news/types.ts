import type { ApiPost } from '@vsf/engine';

/** An article as the API answers it (000 §3). */
export type Post = ApiPost;
