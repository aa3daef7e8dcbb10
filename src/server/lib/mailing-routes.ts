/**
 * The options of a route plugin whose calls queue mail (into the outbox, in the call's transaction): the shop's public
 * address, which the mails' links start with, and the mail worker's wake-up, called once the mails are committed.
 */
export type MailingRouteOptions = { publicUrl: string; onMailQueued?: () => void };
