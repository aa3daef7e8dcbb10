// What the money domain lends the other domains' reads: the association's part of an order, in SQL (decision 040),
// for the collect bar, the 'Ma boutique' cards and the sales lists.
export { orderPartCents } from "./order-money-sql";
