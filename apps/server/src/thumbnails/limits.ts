// How large a project thumbnail may be, and the size it is stored at.
export const THUMBNAIL_LIMITS = { maxBytes: 5 * 1024 * 1024, widthPx: 640, heightPx: 480 } as const;
