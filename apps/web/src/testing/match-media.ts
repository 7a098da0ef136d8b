/**
 * jsdom has no matchMedia. This stand-in evaluates the few queries the app uses against a fake
 * viewport and colour-scheme preference, and fires `change` when a test changes them.
 */
interface MediaState {
  width: number;
  colorScheme: 'light' | 'dark';
}

const DEFAULT_STATE: MediaState = { width: 1024, colorScheme: 'light' };
let state: MediaState = { ...DEFAULT_STATE };
const lists = new Set<FakeMediaQueryList>();

function evaluate(query: string): boolean {
  const scheme = /\(prefers-color-scheme:\s*(light|dark)\)/.exec(query);
  if (scheme) return scheme[1] === state.colorScheme;
  const below = /\(width\s*<\s*(\d+)px\)/.exec(query);
  if (below) return state.width < Number(below[1]);
  const atLeast = /\(width\s*>=\s*(\d+)px\)/.exec(query);
  if (atLeast) return state.width >= Number(atLeast[1]);
  return false;
}

class FakeMediaQueryList extends EventTarget implements MediaQueryList {
  readonly media: string;
  matches: boolean;
  onchange: ((this: MediaQueryList, event: MediaQueryListEvent) => unknown) | null = null;

  constructor(media: string) {
    super();
    this.media = media;
    this.matches = evaluate(media);
  }

  /** Deprecated API some libraries still call. */
  addListener(listener: ((this: MediaQueryList, event: MediaQueryListEvent) => unknown) | null) {
    if (listener) this.addEventListener('change', listener as EventListener);
  }

  removeListener(listener: ((this: MediaQueryList, event: MediaQueryListEvent) => unknown) | null) {
    if (listener) this.removeEventListener('change', listener as EventListener);
  }

  update(): void {
    const matches = evaluate(this.media);
    if (matches === this.matches) return;
    this.matches = matches;
    const event = Object.assign(new Event('change'), { matches, media: this.media });
    this.dispatchEvent(event);
  }
}

export function installMatchMedia(): void {
  state = { ...DEFAULT_STATE };
  lists.clear();
  window.matchMedia = (query: string) => {
    const list = new FakeMediaQueryList(query);
    lists.add(list);
    return list;
  };
}

/** Changes the fake environment and notifies every listener whose query now answers differently. */
export function setMedia(next: Partial<MediaState>): void {
  state = { ...state, ...next };
  for (const list of lists) list.update();
}
