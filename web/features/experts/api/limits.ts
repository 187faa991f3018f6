import { INTERVIEWS_DEFAULT_LIMIT, RELATED_FETCHED } from '../../../../schemas/experts/messages';

/** SPEC 9: the experts page fetches the 10 newest interviews and shows at most 3 of the featured ones. */
export const LATEST_INTERVIEWS = INTERVIEWS_DEFAULT_LIMIT;
/** SPEC 9: related interviews fetch 4 of the expert's, and show 3 besides the current one. */
export const RELATED_LIMIT = RELATED_FETCHED;
