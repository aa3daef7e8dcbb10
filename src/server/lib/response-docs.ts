import { z } from "zod";

// Answers that aren't JSON, declared on their routes so that the API description (/api/docs) lists them too.
// Fastify sends these bodies as they are: strings and streams with their own content type skip the serializer.

/** An HTML page. */
export const htmlPage = (description: string) => ({ description, content: { "text/html": { schema: z.string() } } });

/** A redirect: no body, the Location header says where. */
export const redirectTo = (description: string) => z.null().describe(description);

/** A file or a download of the given type, sent as a stream or a buffer (hence `any` for the reply's type). */
export const fileOf = (contentType: string, description: string) => ({
  description,
  content: { [contentType]: { schema: z.any().meta({ type: "string", format: "binary" }) } },
});

/** A Server-Sent Events stream (realtime/sse.ts); its events are described in the description. */
export const eventStream = (description: string) => ({ description, content: { "text/event-stream": { schema: z.string() } } });
