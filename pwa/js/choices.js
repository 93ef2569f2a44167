// What this phone may enter now, as the rules engine decided it: the table answer's `choices`
// (engine/choices.py). Every game screen builds its pickers, buttons and "waiting for" line from
// it and writes no rule of its own (tests/pwa/test_screens_read_choices.py holds them to that).
//
// choices = { awaiting: [seat...], moves: [{ type, seat, fields: {name: domain}, omit, require, rule }] }
// A domain is { values } (one of these), { minimum, maximum } (an integer between), or
// { items, min_items, max_items } (a list, each item allowed by `items`), or { entries } (an object
// with exactly these keys, each value with its own domain), or { counts, min_total, max_total,
// counts_within } (an object of counts, a key left out counting 0); a field a move does not name keeps
// the range GET /games declares for it.

/** Whether two JSON values are the same (a card {good, rank} as the server wrote it). */
export const sameValue = (a, b) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** The moves of ``type`` this phone may send now; with ``seat``, only those entered for that seat. */
export function legalMoves(table, type, { seat } = {}) {
  return (table.choices?.moves || []).filter((m) => m.type === type && (seat === undefined || m.seat === seat));
}

/** The first legal move of ``type`` (for ``seat``), or null: the screen offers nothing for it now. */
export const legalMove = (table, type, options) => legalMoves(table, type, options)[0] || null;

/** Whether this phone may send anything at all now (a spectator, or a game over: never). */
export const mayEnter = (table) => Boolean(table.choices?.moves?.length);

/** The seats the table waits for now. */
export const awaiting = (table) => table.choices?.awaiting || [];

/** The values a legal move allows for ``field`` (a list field: its items'), or null when it does not limit them. */
export function allowedValues(move, field) {
  const domain = move?.fields?.[field];
  if (!domain) return null;
  return (domain.items || domain).values ?? null;
}

/** The least and greatest integer a legal move allows for ``field``, or null. */
export function allowedRange(move, field) {
  const domain = move?.fields?.[field];
  return domain && domain.minimum !== undefined ? { minimum: domain.minimum, maximum: domain.maximum } : null;
}

/** How many items a list field must have now: {min, max}, or null. */
export function itemCount(move, field) {
  const domain = move?.fields?.[field];
  return domain && domain.min_items !== undefined ? { min: domain.min_items, max: domain.max_items } : null;
}

/** Whether a legal move allows ``value`` for ``field`` (a field it does not limit: yes). */
export function allows(move, field, value) {
  const values = allowedValues(move, field);
  if (values) return values.some((allowed) => sameValue(allowed, value));
  const range = allowedRange(move, field);
  return !range || (value >= range.minimum && value <= range.maximum);
}

/** Whether a legal move must leave ``field`` out now, or must send it. */
export const omits = (move, field) => Boolean(move?.omit?.includes(field));
export const requires = (move, field) => Boolean(move?.require?.includes(field));

/** An object field's entries, each key with its own domain ({ values } or { minimum, maximum }), or null. */
export const allowedEntries = (move, field) => move?.fields?.[field]?.entries ?? null;

/**
 * An object of counts a legal move allows for ``field``, or null:
 * { counts: {key: {minimum, maximum}}, min_total, max_total, counts_within }.
 */
export function allowedCounts(move, field) {
  const domain = move?.fields?.[field];
  return domain?.counts ? domain : null;
}
