// @vitest-environment jsdom
import { LOCAL_ORIGIN, THUMBNAIL_DEBOUNCE_MS } from '@vitrine/core';
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { refreshThumbnail } from './refresh-thumbnail.ts';
import { useThumbnailUploader } from './use-thumbnail-uploader.ts';

vi.mock('./refresh-thumbnail.ts', () => ({ refreshThumbnail: vi.fn(async () => true) }));

describe('useThumbnailUploader', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.mocked(refreshThumbnail).mockClear();
  });

  it('refreshes once, 10 s after the last local change', () => {
    const doc = new Y.Doc();
    renderHook(() => useThumbnailUploader('p1', doc, true));
    doc.transact(() => doc.getMap('project').set('label', 'a'), LOCAL_ORIGIN);
    vi.advanceTimersByTime(THUMBNAIL_DEBOUNCE_MS - 1000);
    doc.transact(() => doc.getMap('project').set('label', 'b'), LOCAL_ORIGIN);
    vi.advanceTimersByTime(THUMBNAIL_DEBOUNCE_MS - 1);
    expect(refreshThumbnail).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refreshThumbnail).toHaveBeenCalledTimes(1);
    expect(refreshThumbnail).toHaveBeenCalledWith('p1');
  });

  it('ignores changes received from collaborators, and does nothing when disabled', () => {
    const doc = new Y.Doc();
    const other = new Y.Doc();
    other.getMap('project').set('label', 'remote');
    renderHook(() => useThumbnailUploader('p1', doc, true));
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(other), 'provider');
    vi.advanceTimersByTime(THUMBNAIL_DEBOUNCE_MS * 2);
    expect(refreshThumbnail).not.toHaveBeenCalled();

    const readOnly = new Y.Doc();
    renderHook(() => useThumbnailUploader('p2', readOnly, false));
    readOnly.transact(() => readOnly.getMap('project').set('label', 'x'), LOCAL_ORIGIN);
    vi.advanceTimersByTime(THUMBNAIL_DEBOUNCE_MS * 2);
    expect(refreshThumbnail).not.toHaveBeenCalled();
  });
});
