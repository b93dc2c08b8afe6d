// Server paging's default page size, shared by the table block and the route-data prefetch (which
// must ask for the same first page to fill the same cache entry).

/** Rows per page of server paging when the block names none. */
export const defaultServerPageSize = 20;
