// Text that stops growing at a limit, shared by the readers.

/** Text that stops growing at a limit, so that no reader builds more than it returns. */
export class TextOut {
  private readonly parts: string[] = [];
  private length = 0;

  constructor(private readonly maxChars: number) {}

  get full(): boolean {
    return this.length >= this.maxChars;
  }

  add(text: string): void {
    if (this.full || text === '') return;
    this.parts.push(text);
    this.length += text.length;
  }

  toString(): string {
    return this.parts.join('').slice(0, this.maxChars);
  }
}
