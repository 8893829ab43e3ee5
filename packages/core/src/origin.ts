// Transaction origins. Local user operations use LOCAL_ORIGIN (the only origin the undo history
// tracks); tree repairs use REPAIR_ORIGIN so they are never undone as if the user had made them.
export const LOCAL_ORIGIN: unique symbol = Symbol('vitrine.local');
export const REPAIR_ORIGIN: unique symbol = Symbol('vitrine.repair');
