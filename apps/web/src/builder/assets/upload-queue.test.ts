import { createProjectDoc, readAssets } from '@vitrine/core';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors.ts';

const events = vi.hoisted(() => [] as string[]);
let active = 0;

vi.mock('sonner', () => ({
  toast: {
    info: (message: string) => events.push(`toast:${message}`),
    error: (message: string) => events.push(`error:${message}`),
  },
}));
vi.mock('./assets-api.ts', () => ({
  uploadAsset: vi.fn(
    async (
      _projectId: string,
      file: Blob,
      name: string,
      parentId: string | null,
      options: { onProgress?: (p: { sent: number; total: number }) => void; signal?: AbortSignal } = {},
    ) => {
      active += 1;
      events.push(`start:${name}:${active}`);
      // Half of the request, then the rest (a request is the file plus a few bytes of form fields).
      options.onProgress?.({ sent: (file.size + 100) / 2, total: file.size + 100 });
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (options.signal?.aborted) {
        active -= 1;
        throw new DOMException('The upload was cancelled', 'AbortError');
      }
      active -= 1;
      if (name === 'bad.exe') throw new ApiError(415, 'Unsupported file type: bad.exe');
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
    },
  ),
}));

const { uploadFiles } = await import('./upload-queue.ts');
const { cancelUpload, clearFinishedUploads, uploadList } = await import('./upload-list.ts');

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
      'error:Unsupported file type: bad.exe',
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

describe('the upload list', () => {
  it('lists every file at once, then its bytes, its end and why one failed', async () => {
    clearFinishedUploads();
    const doc = createProjectDoc({ label: 'Progress' });
    const seen: string[] = [];
    const stop = uploadList.subscribe(() => {
      const uploading = uploadList.get().find((item) => item.state === 'uploading');
      if (uploading && uploading.sent > 0)
        seen.push(`${uploading.name}:${uploading.sent}/${uploading.total}`);
    });
    const big = new File([new Uint8Array(1000)], 'big.glb');
    const running = uploadFiles({ projectId: 'p', doc, parentId: null }, [big, file('bad.exe')]);
    expect(uploadList.get().map((item) => `${item.name}:${item.state}`)).toEqual([
      'big.glb:waiting',
      'bad.exe:waiting',
    ]);
    await running;
    stop();
    // Half of the request is about half of the file's bytes.
    expect(seen[0]).toMatch(/^big\.glb:(45\d|5\d\d)\/1000$/);
    expect(uploadList.get().map((item) => [item.name, item.state, item.sent, item.error])).toEqual([
      ['big.glb', 'done', 1000, null],
      ['bad.exe', 'failed', 1, 'Unsupported file type: bad.exe'],
    ]);
  });

  it('skips a cancelled file and goes on with the next', async () => {
    clearFinishedUploads();
    const doc = createProjectDoc({ label: 'Cancel' });
    const running = uploadFiles({ projectId: 'p', doc, parentId: null }, [
      file('first.png'),
      file('second.png'),
    ]);
    const [first, second] = uploadList.get();
    cancelUpload(second!.id);
    cancelUpload(first!.id);
    await running;
    expect(uploadList.get().map((item) => `${item.name}:${item.state}`)).toEqual([
      'first.png:cancelled',
      'second.png:cancelled',
    ]);
    expect(readAssets(doc)).toEqual([]);
  });
});
