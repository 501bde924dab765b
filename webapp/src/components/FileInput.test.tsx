import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render';
import { FileInput } from './FileInput';

function Harness({ onPick }: { onPick: (file: File | null) => void }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <FileInput
      imagesOnly
      label="Picture"
      value={file}
      onChange={(next) => {
        setFile(next);
        onPick(next);
      }}
    />
  );
}

/** The first bytes of a PNG: a picture by its content, not only by its name. */
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

const choose = (file: File) => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [file] } });
  return input;
};

describe('FileInput (images only)', () => {
  it('offers only pictures in the file chooser', () => {
    renderRoute(<Harness onPick={() => undefined} />, '/');
    expect(document.querySelector('input[type="file"]')).toHaveAttribute('accept', '.jpg,.jpeg,.png,.gif');
  });

  it('keeps a picture', async () => {
    const onPick = vi.fn();
    renderRoute(<Harness onPick={onPick} />, '/');
    choose(new File([PNG], 'face.PNG', { type: 'image/png' }));
    await waitFor(() => expect(onPick).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'face.PNG' })));
    expect(screen.getByText('face.PNG')).toBeInTheDocument();
    expect(screen.queryByText(/Only image files are allowed/)).not.toBeInTheDocument();
  });

  it('refuses another file with the message and clears the selection', async () => {
    const onPick = vi.fn();
    renderRoute(<Harness onPick={onPick} />, '/');
    choose(new File([PNG], 'face.png', { type: 'image/png' }));
    await screen.findByText('face.png');
    choose(new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(onPick).toHaveBeenLastCalledWith(null);
    expect(screen.getByText('Only image files are allowed. (.jpg, .jpeg, .png, .gif)')).toBeInTheDocument();
    expect(screen.queryByText('face.png')).not.toBeInTheDocument();
    expect(screen.queryByText('notes.txt')).not.toBeInTheDocument();
  });

  it.each([
    ['a document renamed', new File(['%PDF-1.7'], 'cv.jpg', { type: 'image/jpeg' })],
    ['an empty file', new File([], 'empty.gif', { type: 'image/gif' })],
  ])('refuses %s as a picture by its content, with its own message', async (_what, file) => {
    const onPick = vi.fn();
    renderRoute(<Harness onPick={onPick} />, '/');
    choose(new File([PNG], 'face.png', { type: 'image/png' }));
    await screen.findByText('face.png');
    choose(file);
    expect(await screen.findByText('This file is not a picture: choose a JPG, PNG or GIF image.')).toBeInTheDocument();
    expect(onPick).toHaveBeenLastCalledWith(null);
    expect(screen.queryByText('face.png')).not.toBeInTheDocument();
    expect(screen.queryByText(file.name)).not.toBeInTheDocument();
  });

  it.each([
    ['a JPEG', [0xff, 0xd8, 0xff, 0xe0], 'photo.jpeg'],
    ['a GIF', [...'GIF89a'].map((c) => c.charCodeAt(0)), 'badge.gif'],
  ])('keeps %s', async (_what, bytes, name) => {
    const onPick = vi.fn();
    renderRoute(<Harness onPick={onPick} />, '/');
    choose(new File([new Uint8Array(bytes)], name));
    await waitFor(() => expect(onPick).toHaveBeenLastCalledWith(expect.objectContaining({ name })));
  });
});
