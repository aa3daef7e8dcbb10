// The call with the team before a first publication lasts one length everywhere: the booking calendar's slots decide
// it, and the marketing copy, the mails and the calendar say the same (docs/decisions/035). No zod here: the
// marketing pages load it.

export const CALL_MINUTES = 30;

/** '30 minutes', as every text says it. */
export const CALL_LENGTH = `${CALL_MINUTES} minutes`;
