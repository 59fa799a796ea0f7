/** Most items one list argument of the GraphQL API may ask for (`first`, `last`, `nodes(ids)`): the server refuses more, so the client asks in pages of at most this many. */
export const MAX_PAGE_SIZE = 100;
