import { useEffect, useState } from "react";
import { useForm, type FieldValues, type Resolver, type UseFormProps } from "react-hook-form";
import type { z } from "zod";
import { onFirstAction } from "./first-action";
import { defaultsFromTheFields, useAdopted } from "./prerendered-page";

type Deferred<S extends z.ZodType<FieldValues, FieldValues>> = {
  load: () => Promise<Resolver<z.input<S>, unknown, z.output<S>>>;
  resolve: Resolver<z.input<S>, unknown, z.output<S>>;
};

function deferredResolver<S extends z.ZodType<FieldValues, FieldValues>>(loadSchema: () => Promise<S>): Deferred<S> {
  let loading: Promise<Resolver<z.input<S>, unknown, z.output<S>>> | undefined;
  const load = () => {
    if (!loading) {
      loading = Promise.all([loadSchema(), import("@hookform/resolvers/zod")]).then(([schema, { zodResolver }]) => zodResolver(schema));
      // A failed download (the network) is tried again at the next validation.
      loading.catch(() => (loading = undefined));
    }
    return loading;
  };
  return { load, resolve: async (values, context, options) => (await load())(values, context, options) };
}

/**
 * useZodForm (use-zod-form.ts) for the sign-in pages, whose first load must stay small (bench/README.md, "JavaScript
 * budgets"): the shared schema, zod and the resolver are fetched at the visitor's first key, touch or click, and the
 * first validation waits for them. The same rules and French messages as the server. These pages come prerendered: a
 * form the app adopts keeps what the visitor typed before it did.
 */
export function useDeferredZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  loadSchema: () => Promise<S>,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, "resolver"> = {},
) {
  const [resolver] = useState(() => deferredResolver(loadSchema));
  useEffect(() => onFirstAction(() => void resolver.load().catch(() => undefined)), [resolver]);
  const adopted = useAdopted();
  const [defaultValues] = useState(() =>
    adopted || typeof options.defaultValues !== "object" ? options.defaultValues : defaultsFromTheFields(options.defaultValues),
  );
  return useForm<z.input<S>, unknown, z.output<S>>({ resolver: resolver.resolve, ...options, defaultValues });
}
