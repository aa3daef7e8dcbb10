export const SATURATED: number;
export function median(values: number[]): number;
export function saturatedIn(cpu: Record<string, number>): string[];
/** One server's run: requests per second, its CPU and the load generator's (share of one core), the machine's busy share. */
export type RunFigures = { rps: number; server: number; loadGenerator: number; machine: number };
export type Judgement = { ratio: number; valid: boolean; reasons: string[]; saturated: { shop: string[]; bare: string[] } };
export function judgeRow(row: { shop: RunFigures; bare: RunFigures }): Judgement;
export function ratioVerdict(judgement: Judgement, atLeast: number): string;
