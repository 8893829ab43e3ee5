import { createProjectDoc, readAssets } from '@vitrine/core';
import { describe, expect, it, vi } from 'vitest';

const events = vi.hoisted(() => [] as string[]);
let active = 0;

vi.mock('sonner', () => ({
  toast: {
    info: (message: string) => events.push(`toast:${message}`),
    error: (message: string) => events.push(`error:${message}`),
  },
}));
vi.mock('./assets-api.ts', () => ({
  uploadAsset: vi.fn(async (_projectId: string, _file: Blob, name: string, parentId: string | null) => {
    active += 1;
    events.push(`start:${name}:${active}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
    active -= 1;
    if (name === 'bad.exe')
      throw Object.assign(new Error('Unsupported file type: bad.exe'), { name: 'ApiError' });
    return {
      id: `id-${name}`,
      name,
      url: `/files/k/${name}`,
      mime_type: 'image/png',
      ext: 'png',
      size: 1,
      thumbnail: null,
      parentId,
    };
  }),
}));

const { uploadFiles } = await import('./upload-queue.ts');

const file = (name: string) => new File([new Uint8Array([1])], name);

describe('uploadFiles', () => {
  it('uploads one file at a time between the start and completion toasts, recording each file', async () => {
    const doc = createProjectDoc({ label: 'Uploads' });
    const target = { projectId: 'p', doc, parentId: null };
    const first = uploadFiles(target, [file('a.png'), file('bad.exe')]);
    const second = uploadFiles(target, [file('c.png')]);
    await Promise.all([first, second]);
    expect(events).toEqual([
      'toast:Uploading assets !',
      'start:a.png:1',
      'start:bad.exe:1',
      'error:Something went wrong !!!',
      'toast:upload complete',
      'toast:Uploading assets !',
      'start:c.png:1',
      'toast:upload complete',
    ]);
    expect(
      readAssets(doc)
        .map((asset) => asset.name)
        .sort(),
    ).toEqual(['a.png', 'c.png']);
  });
});
