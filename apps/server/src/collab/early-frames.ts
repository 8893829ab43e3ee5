// Frames a collaboration socket sends while its token is still being checked (the client sends its
// step1 right after opening). Held until the room is ready, and bounded in count and bytes: a caller
// nobody has checked yet gets no more memory than this (Hocuspocus GHSA-xwhh-v746-pj9m).
export const EARLY_FRAMES_LIMIT = { frames: 256, bytes: 8 * 1024 * 1024 } as const;

export class EarlyFrames {
  private frames: Uint8Array[] = [];
  private bytes = 0;
  private refused = false;

  constructor(private readonly limit: { frames: number; bytes: number } = EARLY_FRAMES_LIMIT) {}

  /** Keeps a frame; false (and nothing kept from then on) once the socket went over the limit. */
  push(frame: Uint8Array): boolean {
    if (this.refused) return false;
    this.bytes += frame.byteLength;
    if (this.frames.length < this.limit.frames && this.bytes <= this.limit.bytes) {
      this.frames.push(frame);
      return true;
    }
    this.refused = true;
    this.frames = [];
    return false;
  }

  /** The frames held so far, in order; the holder is empty afterwards. */
  drain(): Uint8Array[] {
    const frames = this.frames;
    this.frames = [];
    return frames;
  }

  get held(): { frames: number; bytes: number } {
    return {
      frames: this.frames.length,
      bytes: this.frames.reduce((sum, frame) => sum + frame.byteLength, 0),
    };
  }
}
