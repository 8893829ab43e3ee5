// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refreshThumbnail } from './refresh-thumbnail.ts';
import { uploadThumbnail } from './thumbnail-api.ts';

vi.mock('@vitrine/components', () => ({ requestOverBridge: vi.fn() }));
vi.mock('./thumbnail-api.ts', () => ({
  uploadThumbnail: vi.fn(async () => undefined),
  dataUrlToBlob: vi.fn(async () => new Blob(['png'], { type: 'image/png' })),
}));

const { requestOverBridge } = await import('@vitrine/components');

const frame = () => ({ contentWindow: {} as Window }) as HTMLIFrameElement;

describe('refreshThumbnail', () => {
  afterEach(() => vi.clearAllMocks());

  it('uploads the generated PNG', async () => {
    vi.mocked(requestOverBridge).mockResolvedValue({
      type: 'generateThumbnail:result',
      requestId: 'r',
      dataUrl: 'data:image/png;base64,AAAA',
    } as never);
    expect(await refreshThumbnail('p1', frame())).toBe(true);
    expect(uploadThumbnail).toHaveBeenCalledWith('p1', expect.any(Blob));
  });

  it('uploads nothing when the generation failed, and stays silent', async () => {
    vi.mocked(requestOverBridge).mockResolvedValue({
      type: 'generateThumbnail:result',
      requestId: 'r',
      error: 'canvas tainted',
    } as never);
    expect(await refreshThumbnail('p1', frame())).toBe(false);
    vi.mocked(requestOverBridge).mockRejectedValue(new Error('generateThumbnail got no answer'));
    expect(await refreshThumbnail('p1', frame())).toBe(false);
    expect(await refreshThumbnail('p1', null)).toBe(false);
    expect(uploadThumbnail).not.toHaveBeenCalled();
  });

  it('swallows a failed upload', async () => {
    vi.mocked(requestOverBridge).mockResolvedValue({
      type: 'generateThumbnail:result',
      requestId: 'r',
      dataUrl: 'data:image/png;base64,AAAA',
    } as never);
    vi.mocked(uploadThumbnail).mockRejectedValueOnce(new Error('500'));
    expect(await refreshThumbnail('p1', frame())).toBe(false);
  });
});
