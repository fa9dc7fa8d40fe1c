import type Koa from 'koa';
import { HttpError, badRequest } from './errors';

/** Uploads are images (DESIGN §6); 5 MB each, and a little room for the other form fields. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const MAX_FORM_BYTES = MAX_IMAGE_BYTES + 512 * 1024;
export const IMAGE_TOO_LARGE = 'Bildet er for stort (maks 5 MB).';

/** A file field of a multipart form, as the route schemas receive it. */
export interface UploadedFile {
  kind: 'file';
  filename: string;
  /** What the browser claimed; the content decides (see clubPlayers/images.ts). */
  type: string;
  bytes: Buffer;
}

export function isUploadedFile(value: unknown): value is UploadedFile {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as UploadedFile).kind === 'file' &&
    Buffer.isBuffer((value as UploadedFile).bytes)
  );
}

/**
 * Reads a `multipart/form-data` body (the spec's multipart calls, 002 §7.4) into a plain
 * object: text fields as strings, files as UploadedFile, so the route's zod schema
 * validates them like JSON. Node's own fetch parser does the parsing; the size is capped
 * while reading, before anything is parsed.
 */
export async function readMultipartForm(ctx: Koa.Context): Promise<Record<string, unknown>> {
  if (Number(ctx.get('content-length') || 0) > MAX_FORM_BYTES) throw new HttpError(413, IMAGE_TOO_LARGE);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_FORM_BYTES) throw new HttpError(413, IMAGE_TOO_LARGE);
    chunks.push(chunk);
  }
  let form: FormData;
  try {
    form = await new Response(Buffer.concat(chunks), {
      headers: { 'content-type': ctx.get('content-type') },
    }).formData();
  } catch {
    throw badRequest('Skjemaet kunne ikke leses.');
  }
  const body: Record<string, unknown> = {};
  for (const [key, value] of form) {
    body[key] =
      typeof value === 'string'
        ? value
        : { kind: 'file', filename: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) };
  }
  return body;
}
