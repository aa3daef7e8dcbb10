/** Where uploaded files go. Keys are `prefix/…/name.ext`, made by the server only (see keys.ts). */
export type FileStorage = {
  put(key: string, bytes: Buffer, contentType: string): Promise<{ url: string }>;
  delete(key: string): Promise<void>;
  /** The stored bytes, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  has(key: string): Promise<boolean>;
  /** Every key stored, sorted: what a backup copies (backup/stored-files.ts). */
  list(): Promise<string[]>;
};
