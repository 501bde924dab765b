/** File rules shared by every upload (product-spec §5 "Images-only upload"). */

/** The picture types the server accepts (decisions §6). */
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

/** The multipart body of an upload: the file in the field `file`. */
export function fileBody(file: Blob, name?: string): FormData {
  const body = new FormData();
  if (name === undefined) body.append('file', file);
  else body.append('file', file, name);
  return body;
}
