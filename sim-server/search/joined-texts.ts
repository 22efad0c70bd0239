// Which of many short texts (the distinct designations) contain a piece of text: the texts
// joined into one string, searched with the engine's native indexOf, instead of testing each
// text with includes. (For the titles a phrase's words reached, testing those few is cheaper.)

/** Between two texts; query words never hold it (only letters, digits, + # and .: criteria.ts). */
const SEPARATOR = '\u0000';

const WORD_CHARACTER = /[\p{L}\p{M}\p{N}]/u;

export class JoinedTexts {
  private readonly joined: string;
  /** Where each text starts in `joined`; one more entry past the end. */
  private readonly starts: Uint32Array;

  constructor(texts: readonly string[]) {
    if (texts.some((text) => text.includes(SEPARATOR)))
      throw new Error('A joined text may not hold the separator.');
    this.joined = texts.join(SEPARATOR);
    this.starts = new Uint32Array(texts.length + 1);
    let at = 0;
    texts.forEach((text, i) => {
      this.starts[i] = at;
      at += text.length + SEPARATOR.length;
    });
    this.starts[texts.length] = at;
  }

  /** Pushes to `out`, once each and in order, the texts that contain `part`. */
  containing(part: string, out: number[]): void {
    const count = this.starts.length - 1;
    if (part === '' || part.includes(SEPARATOR)) {
      if (part === '') for (let i = 0; i < count; i++) out.push(i);
      return;
    }
    let from = 0;
    for (;;) {
      const at = this.joined.indexOf(part, from);
      if (at < 0) return;
      const i = this.textAt(at);
      out.push(i);
      from = this.starts[i + 1] as number;
    }
  }

  /**
   * Pushes to `out`, once each and in order, the texts that contain `part` as whole words: the
   * characters either side are no letter or digit ("java" is not in "javascript developer").
   */
  containingWords(part: string, out: number[]): void {
    if (part === '' || part.includes(SEPARATOR)) {
      this.containing(part, out);
      return;
    }
    const joined = this.joined;
    let from = 0;
    let last = -1;
    for (;;) {
      const at = joined.indexOf(part, from);
      if (at < 0) return;
      const before = at === 0 ? SEPARATOR : (joined[at - 1] as string);
      const after = joined[at + part.length] ?? SEPARATOR;
      if (WORD_CHARACTER.test(before) || WORD_CHARACTER.test(after)) {
        from = at + 1;
        continue;
      }
      const i = this.textAt(at);
      if (i !== last) out.push(i);
      last = i;
      from = this.starts[i + 1] as number;
    }
  }

  /** The text that holds position `at` of the joined string. */
  private textAt(at: number): number {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (hi - lo > 1) {
      const mid = (lo + hi) >>> 1;
      if ((this.starts[mid] as number) <= at) lo = mid;
      else hi = mid;
    }
    return lo;
  }
}
