import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import type { Config } from "../config";
import type { FileStorage } from "./file-storage";
import { assertSafeKey } from "./keys";

export type S3StorageOptions = Omit<Extract<Config["storage"], { driver: "s3" }>, "driver">;

// Keys hold a random name, so a given URL never changes content: caches may keep it for a year.
export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";

/** The address browsers load: S3_PUBLIC_URL (CDN, custom domain), else the path-style endpoint URL. */
export function s3PublicUrl(options: S3StorageOptions, key: string): string {
  const trim = (url: string) => url.replace(/\/+$/, "");
  if (options.publicUrl) return `${trim(options.publicUrl)}/${key}`;
  if (options.endpoint) return `${trim(options.endpoint)}/${options.bucket}/${key}`;
  return `https://${options.bucket}.s3.${options.region}.amazonaws.com/${key}`;
}

export function createS3Storage(options: S3StorageOptions): FileStorage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    // S3-compatible servers (MinIO, R2, Scaleway…) address buckets by path, not by sub-domain.
    forcePathStyle: Boolean(options.endpoint),
    // Many S3-compatible servers refuse the SDK's newer default checksum headers; only send them when required.
    ...(options.endpoint ? { requestChecksumCalculation: "WHEN_REQUIRED", responseChecksumValidation: "WHEN_REQUIRED" } : {}),
    // Without explicit keys the SDK's default chain applies (instance role, AWS_* variables).
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
  });

  return {
    async put(key, bytes, contentType) {
      assertSafeKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          CacheControl: IMMUTABLE_CACHE,
        }),
      );
      return { url: s3PublicUrl(options, key) };
    },

    async delete(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: key }));
    },
    async get(key) {
      assertSafeKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: key }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async has(key) {
      assertSafeKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket: options.bucket, Key: key }));
        return true;
      } catch (error) {
        // A HEAD has no body, so a missing object comes back as a bare 404.
        if (error instanceof NotFound || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) {
          return false;
        }
        throw error;
      }
    },
    async list() {
      const keys: string[] = [];
      // Paged by StartAfter (the last key seen) rather than continuation tokens: every S3 server knows it, and a
      // token is opaque to resume from.
      for (;;) {
        const page = await client.send(new ListObjectsV2Command({ Bucket: options.bucket, StartAfter: keys.at(-1) }));
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
        if (!page.IsTruncated || !page.Contents?.length) return keys.sort();
      }
    },
  };
}
