import { describe, expect, it } from 'vitest';
import { extensionOf, fileBody, IMAGE_ACCEPT, isImageFile } from './files';

const named = (name: string) => ({ name });

describe('images-only check', () => {
  it.each(['a.jpg', 'a.jpeg', 'a.png', 'a.gif', 'PHOTO.JPG', 'my.photo.Png'])('accepts %s', (name) => {
    expect(isImageFile(named(name))).toBe(true);
  });

  it.each(['a.txt', 'a.pdf', 'a.webp', 'a.svg', 'png', '.png', 'a.png.exe', 'a.', ''])('refuses %s', (name) => {
    expect(isImageFile(named(name))).toBe(false);
  });

  it('finds the extension after the last dot', () => {
    expect(extensionOf('x.tar.GZ')).toBe('gz');
    expect(extensionOf('noext')).toBe('');
  });

  it('offers the same types in the file chooser', () => {
    expect(IMAGE_ACCEPT).toBe('.jpg,.jpeg,.png,.gif');
  });

  it('sends the file in the multipart field "file"', () => {
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    const body = fileBody(file);
    expect((body.get('file') as File).name).toBe('a.png');
  });
});
