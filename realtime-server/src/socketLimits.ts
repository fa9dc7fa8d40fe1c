/** Joins a socket may ask for in 10 s, and rooms it may be in (its own and `everyone` not counted). */
export const SOCKET_LIMITS = { joinsPer10s: 30, rooms: 50 } as const;
