import { z } from "zod";
import { operatorNotice } from "../../shared/operator";
import { demoOperator, operatorEnvShape, operatorFromEnv } from "../operator-config";
import { withOperator } from "./operator-in-pages";

/**
 * `npm run dev`: Vite serves index.html, not our server (vite.config.ts loads this module), so the operator's details
 * the legal pages read go in here: those of OPERATOR_*, else the made-up company.
 */
export function withOperatorForDev(html: string): string {
  const env = z.object(operatorEnvShape).safeParse(process.env);
  const configured = env.success ? operatorFromEnv(env.data, false) : null;
  const operator = configured && "operator" in configured ? configured.operator : demoOperator;
  return withOperator(html, operatorNotice(operator));
}
