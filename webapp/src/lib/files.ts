/** File rules shared by every upload (docs/product.md, Security). */

/** The picture types the server accepts (docs/product.md, Security). */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif'] as const;

/** The `accept` attribute of an images-only file input. */
export const IMAGE_ACCEPT = IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** The lower-case extension of a file name, or '' when it has none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}

/** True for .jpg, .jpeg, .png and .gif files (any letter case). */
export const isImageFile = (file: Pick<File, 'name'>): boolean =>
  (IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name));

/** The first bytes of the picture types the server accepts: JPEG, PNG and GIF. */
const IMAGE_SIGNATURES: readonly (readonly number[])[] = [
  [0xff, 0xd8, 0xff],
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  [0x47, 0x49, 0x46, 0x38, 0x37, 0x61], // GIF87a
  [0x47, 0x49, 0x46, 0x38, 0x39, 0x61], // GIF89a
];

/** The first `count` bytes of a file (FileReader: every browser, and jsdom, has it). */
function firstBytes(file: Blob, count: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsArrayBuffer(file.slice(0, count));
  });
}

/**
 * True when the file's content starts as a JPEG, PNG or GIF does: a renamed document (`cv.jpg`
 * that is a PDF) is not. The server checks the whole picture again; this spares a save that
 * would be refused. A file that cannot be read counts as none.
 */
export async function hasImageContent(file: Blob): Promise<boolean> {
  const bytes = await firstBytes(file, 8).catch(() => new Uint8Array());
  return IMAGE_SIGNATURES.some((signature) => signature.every((byte, index) => bytes[index] === byte));
}

/** The multipart body of an upload: the file in the field `file`. */
export function fileBody(file: Blob, name?: string): FormData {
  const body = new FormData();
  if (name === undefined) body.append('file', file);
  else body.append('file', file, name);
  return body;
}
