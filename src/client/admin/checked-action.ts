import { useState } from "react";
import type { UseMutationResult } from "@tanstack/react-query";
import type { z } from "zod";
import { describeError } from "../lib/error-message";

type SendOptions<Answer> = {
  /** The input's refusal before anything is sent; unset, its first message becomes the action's error. */
  onInvalid?: (issues: z.core.$ZodIssue[]) => void;
  onDone: (answer: Answer) => void;
};

/**
 * An admin form's action (a dialog's, the parcels' shipping): the input is checked by its schema, then sent. The
 * refusal, the schema's or the server's, is kept for the form to say rather than toasted: what was typed stays for
 * another try.
 */
export function useCheckedAction<Body, Answer>(mutation: UseMutationResult<Answer, Error, Body>) {
  const [error, setError] = useState<string | null>(null);

  const send = async (schema: z.ZodType<Body>, input: unknown, { onInvalid, onDone }: SendOptions<Answer>) => {
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      if (onInvalid) onInvalid(parsed.error.issues);
      else setError(parsed.error.issues[0]?.message ?? "Saisie invalide");
      return;
    }
    setError(null);
    let answer: Answer;
    try {
      answer = await mutation.mutateAsync(parsed.data);
    } catch (failure) {
      setError(describeError(failure).description);
      return;
    }
    onDone(answer);
  };

  return { error, send, pending: mutation.isPending };
}
