import { fireEvent, screen } from '@testing-library/react';
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

  it('keeps a picture', () => {
    const onPick = vi.fn();
    renderRoute(<Harness onPick={onPick} />, '/');
    choose(new File(['x'], 'face.PNG', { type: 'image/png' }));
    expect(onPick).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'face.PNG' }));
    expect(screen.getByText('face.PNG')).toBeInTheDocument();
    expect(screen.queryByText(/Only image files are allowed/)).not.toBeInTheDocument();
  });

  it('refuses another file with the message and clears the selection', () => {
    const onPick = vi.fn();
    renderRoute(<Harness onPick={onPick} />, '/');
    choose(new File(['x'], 'face.png', { type: 'image/png' }));
    choose(new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(onPick).toHaveBeenLastCalledWith(null);
    expect(screen.getByText('Only image files are allowed. (.jpg, .jpeg, .png, .gif)')).toBeInTheDocument();
    expect(screen.queryByText('face.png')).not.toBeInTheDocument();
    expect(screen.queryByText('notes.txt')).not.toBeInTheDocument();
  });
});
