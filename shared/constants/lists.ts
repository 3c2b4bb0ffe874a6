/** Name of the default list the heart on every card adds to; listed first (PRODUCT §4). */
export const FAVORITES_LIST_NAME = 'Favorites';

/** Longest list name, in characters (after trimming). */
export const LIST_NAME_MAX_LENGTH = 100;

/** Most influencers one list holds. */
export const LIST_MAX_INFLUENCERS = 5_000;

/** Most influencer ids one add or remove request carries. */
export const LIST_MAX_IDS_PER_REQUEST = 1_000;

/** Longest note, in characters (plain text). */
export const NOTE_MAX_LENGTH = 10_000;

/** Characters of a note shown as its preview on My Influencers. */
export const NOTE_PREVIEW_LENGTH = 140;
