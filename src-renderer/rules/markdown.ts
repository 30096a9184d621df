import MarkdownIt from 'markdown-it';

/**
 * The rules pages (docs/rules/<page>.<lang>.md) as the app shows them.
 * Plain markdown plus three small markers that read well in docs/ too:
 *   `## Heading {#id}`      the section's id (the app opens pages at a section);
 *   `@cards a b c`          a line of its own: the game's real cards as pictures;
 *   `{opt:key}`             this passage explains the table option `key`.
 * Raw HTML in the text is not allowed (`html: false`): the files are data.
 */
const md = new MarkdownIt({ html: false, linkify: false, typographer: false });

const HEADING_ID = /\s*\{#([A-Za-z0-9-]+)\}\s*$/;
const OPTION = /\{opt:([A-Za-z0-9]+)\}/g;

// `{#id}` at the end of a heading becomes its id.
md.core.ruler.push('heading_ids', (state) => {
  const tokens = state.tokens;
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i]!.type !== 'heading_open') continue;
    const inline = tokens[i + 1]!;
    const m = HEADING_ID.exec(inline.content);
    if (!m) continue;
    tokens[i]!.attrSet('id', m[1]!);
    inline.content = inline.content.replace(HEADING_ID, '');
    const last = inline.children?.[inline.children.length - 1];
    if (last?.type === 'text') last.content = last.content.replace(HEADING_ID, '');
  }
});

// `{opt:key}` becomes an anchor the tests and the table's "open at my options" find.
md.inline.ruler.before('text', 'option_marker', (state, silent) => {
  if (state.src.charCodeAt(state.pos) !== 0x7b /* { */) return false;
  const m = /^\{opt:([A-Za-z0-9]+)\}/.exec(state.src.slice(state.pos));
  if (!m) return false;
  if (!silent) {
    // The marker stands after a word in the source ("Neunen {opt:withNines},"): no space before the comma on screen.
    state.pending = state.pending.replace(/[ \t]+$/, '');
    // …also when the marker starts a new source line ("**Dullen**\n{opt:dullen},").
    if (!state.pending && state.tokens[state.tokens.length - 1]?.type === 'softbreak') state.tokens.pop();
    const t = state.push('option_marker', 'span', 0);
    t.meta = { key: m[1] };
  }
  state.pos += m[0].length;
  return true;
});
md.renderer.rules.option_marker = (tokens, idx) => {
  const key = md.utils.escapeHtml(String((tokens[idx]!.meta as { key: string }).key));
  return `<span class="opt-anchor" id="opt-${key}" data-option="${key}"></span>`;
};

// Links between docs/ files mean nothing inside the app: there they are plain text; web links open outside.
const linkOpen = md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
const linkClose = md.renderer.rules.link_close ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
const external = (href: unknown): boolean => typeof href === "string" && /^https?:\/\//.test(href);
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const t = tokens[idx]!;
  if (!external(t.attrGet('href'))) return '<span class="doc-ref">';
  t.attrSet('target', '_blank');
  t.attrSet('rel', 'noopener noreferrer');
  return linkOpen(tokens, idx, options, env, self);
};
md.renderer.rules.link_close = (tokens, idx, options, env, self) => {
  // The matching link_open is the nearest one before this close.
  let i = idx - 1;
  while (i >= 0 && tokens[i]!.type !== 'link_open') i--;
  return i >= 0 && !external(tokens[i]!.attrGet('href')) ? '</span>' : linkClose(tokens, idx, options, env, self);
};

export type Segment = { kind: 'html'; html: string } | { kind: 'cards'; cards: string[] };

const CARDS_LINE = /^@cards\s+(.+?)\s*$/;

/** The page cut at its `@cards` lines: HTML between, card rows in place. */
export function renderRules(source: string): Segment[] {
  const segments: Segment[] = [];
  let text: string[] = [];
  const flush = () => {
    const chunk = text.join('\n');
    if (chunk.trim()) segments.push({ kind: 'html', html: md.render(chunk) });
    text = [];
  };
  for (const line of source.split(/\r?\n/)) {
    const m = CARDS_LINE.exec(line);
    if (m) {
      flush();
      segments.push({ kind: 'cards', cards: m[1]!.split(/\s+/) });
    } else {
      text.push(line);
    }
  }
  flush();
  return segments;
}

/** The `## ` sections of a page (id and title), for its table of contents. */
export function sections(source: string): { id: string; title: string }[] {
  const out: { id: string; title: string }[] = [];
  for (const line of source.split(/\r?\n/)) {
    const m = /^##\s+(.+?)\s*\{#([A-Za-z0-9-]+)\}\s*$/.exec(line);
    if (m) out.push({ id: m[2]!, title: m[1]! });
  }
  return out;
}

/** Every `{opt:key}` on a page. */
export function optionMentions(source: string): Set<string> {
  return new Set([...source.matchAll(OPTION)].map((m) => m[1]!));
}
